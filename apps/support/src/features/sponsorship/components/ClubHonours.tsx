import { useTranslation } from '@platform/i18n';
import type { Club } from '@platform/api-client';

/** The club's honours: each title with how many times it was won as a big number, and the years. */
export function ClubHonours({ honours }: { honours: Club['honours'] }) {
  const { t } = useTranslation('support');
  if (honours.length === 0) return null;
  return (
    <section className="support-club-section">
      <h3>{t('sponsor.club.honours')}</h3>
      <ul className="support-club-honours">
        {honours.map((honour) => (
          <li key={honour.title} className="support-club-honour" data-testid="club-honour">
            <span className="support-club-honour-count">{honour.count}</span>
            <span className="support-club-honour-text">
              <span className="support-club-honour-title">{honour.title}</span>
              <span className="support-club-honour-years">{honour.years}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
