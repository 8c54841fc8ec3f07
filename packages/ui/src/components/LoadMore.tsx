import { useEffect, useRef } from 'react';
import { useTranslation } from '@platform/i18n';
import { Button, DotLoading } from '../kit';

/**
 * The end of an endless list: when it scrolls into view (and more is there) it asks for the next
 * page. IntersectionObserver instead of scroll events keeps cheap phones smooth. When the last
 * page failed (`failed`), a retry button stands there instead. Automatic from the keyboard too
 * (Tab through the rows scrolls the end into view); a status says it is loading, then the end
 * (docs/decisions.md#accessibility-the-kit).
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  endText,
  failed = false,
  onRetry,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  endText: string;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (failed && onRetry)
    return (
      <div className="kit-load-more">
        <Button size="small" onClick={onRetry}>
          {t('kit.state.retry')}
        </Button>
      </div>
    );
  return (
    // A live region: "loading" while the next page comes, the end text once there is no more.
    <div ref={sentinel} className="kit-load-more" data-testid="load-more" role="status">
      {loading ? (
        <>
          <DotLoading aria-hidden />
          <span className="ui-visually-hidden">{t('kit.state.loading')}</span>
        </>
      ) : hasMore ? null : (
        endText
      )}
    </div>
  );
}
