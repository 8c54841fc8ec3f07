import { useTranslation } from '@platform/i18n';
import { useInviterRecordMarqueeQuery } from '@platform/api-client';

/**
 * Recent rewards of all inviters as a vertical ticker: the lines twice in a row scroll up by CSS,
 * so the loop has no seam; the copy is hidden from screen readers, and a player who asks for
 * reduced motion gets the lines standing still (promotions.css).
 */
export function InviteMarquee() {
  const { t } = useTranslation('promotions');
  const { data } = useInviterRecordMarqueeQuery();
  if (!data?.marqueeList.length) return null;
  const lines = (hidden: boolean) =>
    data.marqueeList.map((entry, i) => (
      <li key={`${hidden ? 'copy' : 'line'}-${i}`} aria-hidden={hidden || undefined}>
        {t('invite.marquee.line', { username: entry.username, amount: entry.amount })}
      </li>
    ));
  return (
    <section className="promotions-record-card" data-testid="invite-marquee">
      <h3 className="promotions-section-title">{t('invite.marquee.title')}</h3>
      <div className="promotions-invite-ticker">
        <ul
          className="promotions-invite-ticker-lines"
          style={{ animationDuration: `${data.marqueeList.length * 2.5}s` }}
        >
          {lines(false)}
          {lines(true)}
        </ul>
      </div>
    </section>
  );
}
