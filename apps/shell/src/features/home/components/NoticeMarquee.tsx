import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetNoticeQuery } from '@platform/api-client';
import { NoticeBar, Popup, formatDate } from '@platform/ui';
import './home-media.css';

/**
 * The notice marquee from getNotice: the titles scroll by, and a tap opens a sheet with every
 * notice's title, date and text, newest first as the server sends them. The bar's 40px are kept
 * while the notices load (home-media.css), so nothing below moves when they arrive.
 */
export function NoticeMarquee() {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data, isLoading } = useGetNoticeQuery();
  const notices = data?.noticeList ?? [];
  if (isLoading) {
    return (
      <div className="home-notice-bar home-notice-bar--loading" data-testid="notice-loading" />
    );
  }
  if (notices.length === 0) return null;
  return (
    <>
      <NoticeBar
        data-testid="notice-marquee"
        className="home-notice-bar"
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
