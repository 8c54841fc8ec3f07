import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetNoticeQuery } from '@platform/api-client';
import { Popup, formatDate, prefersReducedMotion } from '@platform/ui';
import { MotionToggle } from './MotionToggle';
import './home-media.css';

/** The marquee moves at about this many characters a second, whatever the titles' length. */
const CHARACTERS_PER_SECOND = 4;

/**
 * The notice marquee from getNotice: the titles scroll by, and a tap (or Enter) opens a sheet
 * with every notice's title, date and text, newest first as the server sends them. The bar's
 * 40px are kept while the notices load (home-media.css), so nothing below moves when they arrive.
 * The scrolling stops for a player who asks for less motion, and with the pause button beside it.
 */
export function NoticeMarquee() {
  const { t, i18n } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { data, isLoading } = useGetNoticeQuery();
  const notices = data?.noticeList ?? [];
  if (isLoading) {
    return (
      <div className="home-notice-bar home-notice-bar--loading" data-testid="notice-loading" />
    );
  }
  if (notices.length === 0) return null;
  const text = notices.map((n) => n.title).join('　·　');
  const reduced = prefersReducedMotion();
  const close = () => setOpen(false);
  const moving = !stopped && !reduced;
  return (
    <>
      <div className="home-notice-bar">
        <button
          type="button"
          className="home-notice-open"
          data-testid="notice-marquee"
          onClick={() => setOpen(true)}
        >
          <span className="ui-visually-hidden">{t('notices.title')}: </span>
          <span className="home-notice-window">
            <span
              className={moving ? 'home-notice-text home-notice-text--moving' : 'home-notice-text'}
              style={
                moving
                  ? {
                      animationDuration: `${Math.max(8, text.length / CHARACTERS_PER_SECOND)}s`,
                    }
                  : undefined
              }
            >
              {text}
            </span>
          </span>
        </button>
        {!reduced && (
          <MotionToggle
            stopped={stopped}
            label={t('notices.pause')}
            onToggle={() => setStopped((s) => !s)}
            className="home-notice-pause"
            testId="notice-pause"
          />
        )}
      </div>
      {/* The kit's modal sheet (docs/accessibility.md#keyboard): focus on its heading when it opens,
          back on the bar when it closes. */}
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="kit-sheet">
        <section className="home-notices" data-testid="notice-sheet">
          <div className="home-notices-head">
            <h2 className="home-notices-heading" tabIndex={-1} data-kit-autofocus>
              {t('notices.title')}
            </h2>
            <button
              type="button"
              className="home-notices-close"
              aria-label={t('notices.close')}
              data-testid="notice-sheet-close"
              onClick={close}
            >
              <svg viewBox="0 0 12 12" width="16" height="16" aria-hidden focusable="false">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          </div>
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
