import { useTranslation } from '@platform/i18n';
import { useGetSponsoredClubQuery } from '@platform/api-client';
import { QueryState } from '@platform/ui';
import { ClubHeader } from './ClubHeader';
import { ClubHonours } from './ClubHonours';
import { ClubPlayers } from './ClubPlayers';

/** A sponsored club (docs/product-rules.md#help): banner, facts, introduction, honours and star players. */
export function ClubScreen({ clubKey }: { clubKey: string }) {
  const { t } = useTranslation('support');
  const { data, isLoading, isError, refetch } = useGetSponsoredClubQuery({ key: clubKey });
  const club = data?.club;
  return (
    <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
      {club && (
        <div className="support-club">
          <ClubHeader club={club} />
          <section className="support-club-section" data-testid="club-intro">
            <h3>{t('sponsor.club.intro')}</h3>
            {club.intro.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
          <ClubHonours honours={club.honours} />
          <ClubPlayers players={club.players} />
        </div>
      )}
    </QueryState>
  );
}
