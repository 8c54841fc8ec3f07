import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DelayedSpinner, Result } from '@platform/ui';

/**
 * The three states before a page has data: loading (spinner after 200 ms), failed (the refusal was
 * already shown as a toast; offer a retry) and empty. The light Result, not the illustrated error
 * block, so that a page's first download stays small.
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
      <div data-testid="query-failed">
        <Result status="warning" title={t('state.failed')} />
        <div className="wallet-actions">
          <Button block color="primary" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        </div>
      </div>
    );
  if (isEmpty)
    return <Result status="info" title={emptyText ?? t('state.empty')} data-testid="query-empty" />;
  return <>{children}</>;
}
