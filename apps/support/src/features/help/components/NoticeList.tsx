import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetNoticeQuery } from '@platform/api-client';
import { QueryState, formatDate } from '@platform/ui';
import { HelpExpander } from './HelpExpander';

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
      <div className="support-help-articles" data-testid="help-notices">
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
              <HelpExpander
                id={`notice-${notice.id}`}
                expanded={expanded}
                onToggle={() => toggle(notice.id)}
                question={notice.title}
                description={
                  <time dateTime={notice.publishedAt}>
                    {formatDate(notice.publishedAt, i18n.language)}
                  </time>
                }
              >
                <p
                  className="support-help-answer support-help-text"
                  data-testid="help-notice-content"
                >
                  {notice.content}
                </p>
              </HelpExpander>
            </div>
          );
        })}
      </div>
    </QueryState>
  );
}
