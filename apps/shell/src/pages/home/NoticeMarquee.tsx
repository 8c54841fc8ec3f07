import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetNoticeQuery } from '@platform/api-client';
import { NoticeBar, Popup, formatDate } from '@platform/ui';

/**
 * The notice marquee from getNotice: the titles scroll by, and a tap opens a sheet with every
 * notice's title, date and text, newest first as the server sends them.
 */
export function NoticeMarquee() {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data } = useGetNoticeQuery();
  const notices = data?.noticeList ?? [];
  if (notices.length === 0) return null;
  return (
    <>
      <NoticeBar
        data-testid="notice-marquee"
        content={notices.map((n) => n.title).join('　·　')}
        color="alert"
        onClick={() => setOpen(true)}
      />
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        showCloseButton
        bodyClassName="kit-sheet"
      >
        <section className="home-notices" data-testid="notice-sheet">
          <h2 className="home-notices-heading">{t('notices.title')}</h2>
          {notices.map((notice) => (
            <article key={notice.id} className="home-notice">
              <h3 className="home-notice-title">{notice.title}</h3>
              <time className="home-notice-date" dateTime={notice.publishedAt}>
                {formatDate(notice.publishedAt, i18n.language)}
              </time>
              <p className="home-notice-content">{notice.content}</p>
            </article>
          ))}
        </section>
      </Popup>
    </>
  );
}
