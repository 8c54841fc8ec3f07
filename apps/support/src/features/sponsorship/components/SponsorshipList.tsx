import { useTranslation } from '@platform/i18n';
import { useGetSponsorshipsQuery } from '@platform/api-client';
import { QueryState } from '@platform/ui';
import { SponsorshipCard } from './SponsorshipCard';

/** The sponsorship tab (docs/product-rules.md#help): every sponsorship as a card, or the empty state. */
export function SponsorshipList() {
  const { t } = useTranslation('support');
  const { data, isLoading, isError, refetch } = useGetSponsorshipsQuery();
  return (
    <QueryState
      isLoading={isLoading}
      isError={isError}
      isEmpty={data?.sponsorships.length === 0}
      emptyText={t('sponsor.empty')}
      onRetry={() => void refetch()}
    >
      <div className="support-sponsor-list">
        {data?.sponsorships.map((sponsorship) => (
          <SponsorshipCard key={sponsorship.key} sponsorship={sponsorship} />
        ))}
      </div>
    </QueryState>
  );
}
