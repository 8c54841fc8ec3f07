import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DelayedSpinner } from '@platform/ui';
import { ErrorBlock } from '@platform/ui/blocks';

/**
 * The three states before a page has data: loading (spinner after 200 ms), failed (the refusal was
 * already shown as a toast; offer a retry) and empty.
 */
export function QueryState({
  isLoading,
  isError,
  isEmpty,
  emptyText,
  onRetry,
  children,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (isLoading) return <DelayedSpinner />;
  if (isError)
    return (
      <ErrorBlock
        status="default"
        title={t('state.failed')}
        description=""
        data-testid="query-failed"
      >
        <Button size="small" color="primary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </ErrorBlock>
    );
  if (isEmpty)
    return (
      <ErrorBlock
        status="empty"
        title={emptyText ?? t('state.empty')}
        description=""
        data-testid="query-empty"
      />
    );
  return <>{children}</>;
}
