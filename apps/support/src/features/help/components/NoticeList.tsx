import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetNoticeQuery } from '@platform/api-client';
import { List, QueryState, formatDate } from '@platform/ui';

/** The site's notices, newest first; a tap shows a notice's whole text (docs/product-rules.md#help). */
export function NoticeList() {
  const { t, i18n } = useTranslation('support');
  const notices = useGetNoticeQuery();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const list = [...(notices.data?.noticeList ?? [])].sort(
    (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
  );
  const toggle = (id: number) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <QueryState
      isLoading={notices.isLoading}
      isError={notices.isError && !notices.data}
      isEmpty={list.length === 0}
      emptyText={t('help.notices.empty')}
      onRetry={() => void notices.refetch()}
    >
      <List className="support-help-articles" data-testid="help-notices">
        {list.map((notice) => {
          const expanded = open.has(notice.id);
          return (
            <div
              key={notice.id}
              className={
                expanded ? 'support-help-article support-help-open' : 'support-help-article'
              }
              data-testid="help-notice"
              data-open={expanded}
            >
              <List.Item
                aria-expanded={expanded}
                onClick={() => toggle(notice.id)}
                description={
                  <time dateTime={notice.publishedAt}>
                    {formatDate(notice.publishedAt, i18n.language)}
                  </time>
                }
              >
                <span className="support-help-text">{notice.title}</span>
              </List.Item>
              {expanded && (
                <p
                  className="support-help-answer support-help-text"
                  data-testid="help-notice-content"
                >
                  {notice.content}
                </p>
              )}
            </div>
          );
        })}
      </List>
    </QueryState>
  );
}
