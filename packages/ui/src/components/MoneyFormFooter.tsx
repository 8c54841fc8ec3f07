import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../kit';
import { UnknownOutcome } from './UnknownOutcome';

type ButtonProps = ComponentProps<typeof Button>;

/**
 * The foot of every money form, under the fields: the submit button (loading while the call is on
 * its way), the unknown-outcome notice with its retry when the call got no answer, and what the
 * last answer said (`result`: a `MoneyResult`, a refusal). It takes `useMoneySubmit`'s `sending`,
 * `outcomeUnknown` and `retry` as they are (docs/product-rules.md#money). Without `onSubmit` the
 * button submits its form; `actions` are buttons that stand in one row before it (a table's Clear
 * and Rebet), in a row of class `rowClassName`.
 */
export function MoneyFormFooter({
  label,
  testId,
  sending,
  outcomeUnknown,
  onRetry,
  onSubmit,
  disabled,
  size,
  fill,
  actions,
  rowClassName,
  result,
}: {
  label: ReactNode;
  testId: string;
  sending: boolean;
  outcomeUnknown: boolean;
  onRetry: () => void;
  onSubmit?: () => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  fill?: ButtonProps['fill'];
  actions?: ReactNode;
  rowClassName?: string;
  result?: ReactNode;
}) {
  const button = (
    <Button
      block={actions === undefined}
      type={onSubmit ? 'button' : 'submit'}
      color="primary"
      size={size}
      fill={fill}
      loading={sending}
      disabled={disabled}
      data-testid={testId}
      onClick={onSubmit}
    >
      {label}
    </Button>
  );
  return (
    <>
      {actions === undefined ? (
        button
      ) : (
        <div className={rowClassName}>
          {actions}
          {button}
        </div>
      )}
      {outcomeUnknown && <UnknownOutcome loading={sending} onRetry={onRetry} />}
      {result}
    </>
  );
}
