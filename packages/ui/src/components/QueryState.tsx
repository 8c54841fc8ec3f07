import { useState, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { Button, Result } from '../kit';
import { DelayedSpinner } from './DelayedSpinner';

/**
 * The three states before a page has data: loading (spinner after 200 ms), failed (the refusal was
 * already shown as a toast; offer a retry) and empty. The light Result, not the illustrated error
 * block, so that a page's first download stays small. Once the content has been shown, a failed
 * refetch (a mutation's tags refetch while offline) keeps it on screen with a small notice: the
 * page, and a form typed in it, is never replaced (docs/product-rules.md#answers).
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
  // Whether the content has been on screen (set while rendering it, React's derived-state pattern).
  const [shown, setShown] = useState(false);
  if (!shown && !isLoading && !isError && !isEmpty) setShown(true);
  const stale = isError && shown;
  if (isLoading && !shown) return <DelayedSpinner />;
  if (isError && !stale)
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
  if (isEmpty && !stale)
    return (
      <Result status="info" title={emptyText ?? t('kit.state.empty')} data-testid="query-empty" />
    );
  // One shape with or without the notice, so the content (and what was typed) is not remounted.
  return (
    <>
      {stale && (
        <div className="kit-stale" role="status" data-testid="query-stale">
          {t('kit.state.stale')}{' '}
          <Button size="mini" fill="none" color="primary" onClick={onRetry}>
            {t('kit.state.retry')}
          </Button>
        </div>
      )}
      {children}
    </>
  );
}
