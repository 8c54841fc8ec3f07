import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Result } from '../kit';
import { DelayedSpinner } from './DelayedSpinner';

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
  const { t } = useTranslation('common');
  if (isLoading) return <DelayedSpinner />;
  if (isError)
    return (
      <div data-testid="query-failed">
        <Result status="warning" title={t('kit.state.failed')} />
        <div className="kit-actions">
          <Button block color="primary" onClick={onRetry}>
            {t('kit.state.retry')}
          </Button>
        </div>
      </div>
    );
  if (isEmpty)
    return (
      <Result status="info" title={emptyText ?? t('kit.state.empty')} data-testid="query-empty" />
    );
  return <>{children}</>;
}
