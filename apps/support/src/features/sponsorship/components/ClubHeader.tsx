import { useTranslation } from '@platform/i18n';
import type { Club } from '@platform/api-client';

/** The club's banner with its crest and name over it, then when it was founded and where it plays. */
export function ClubHeader({ club }: { club: Club }) {
  const { t } = useTranslation('support');
  return (
    <header className="support-club-header" data-testid="club-header">
      <div className="support-club-banner">
        <img src={club.bannerUrl} alt={t('sponsor.club.bannerAlt', { name: club.name })} />
        <div className="support-club-title">
          <img
            className="support-club-crest"
            src={club.crestUrl}
            alt={t('sponsor.club.crestAlt', { name: club.name })}
          />
          <h2 className="support-club-name">{club.name}</h2>
        </div>
      </div>
      <dl className="support-club-facts">
        <div>
          <dt>{t('sponsor.club.founded')}</dt>
          <dd data-testid="club-founded">{club.founded}</dd>
        </div>
        <div>
          <dt>{t('sponsor.club.stadium')}</dt>
          <dd data-testid="club-stadium">{club.stadium}</dd>
        </div>
      </dl>
    </header>
  );
}
