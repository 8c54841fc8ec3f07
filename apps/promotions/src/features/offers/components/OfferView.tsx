import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  selectUserInfo,
  useAppSelector,
  useGetActivityDetailQuery,
  type ActivityDetail,
} from '@platform/api-client';
import { QueryState } from '@platform/ui';
import { RichText } from '@platform/ui/rich-text';
import { useMemberStates } from '../hooks/useMemberStates';
import { applyStanding, offerState, type ApplyStanding } from '../offerState';
import { OfferBanner } from './OfferBanner';
import { OfferPeriod } from './OfferPeriod';
import { OfferTerms } from './OfferTerms';
import { StateBadge } from './StateBadge';

/**
 * One offer (docs/product-rules.md#offers): banner, title, period and state, the operator's
 * content, the terms, and at the bottom what the player may do: `action`, which the page takes from
 * the apply feature (the offers feature does not import it: apply builds on offers).
 */
export function OfferView({
  id,
  action,
}: {
  id: number;
  action: (activity: ActivityDetail, standing: ApplyStanding) => ReactNode;
}) {
  const { t } = useTranslation('promotions');
  const detail = useGetActivityDetailQuery({ id });
  const states = useMemberStates();
  const vipLevel = useAppSelector(selectUserInfo)?.vipLevel ?? null;
  const activity = detail.data?.activity;
  const member = activity ? states.byId.get(activity.id) : undefined;
  return (
    <QueryState
      isLoading={detail.isLoading}
      isError={detail.isError && !activity}
      onRetry={() => void detail.refetch()}
    >
      {activity && (
        <article className="promotions-offer" data-testid="offer-view">
          <OfferBanner url={activity.bannerUrl} />
          <div className="promotions-offer-head">
            <h2 className="promotions-offer-heading">{activity.title}</h2>
            <div className="promotions-offer-meta">
              <OfferPeriod activity={activity} />
              <StateBadge state={offerState(activity, member)} />
            </div>
          </div>
          <section className="promotions-section" aria-label={t('offers.content')}>
            <RichText html={activity.content} />
          </section>
          <OfferTerms activity={activity} vipLevel={states.isLogin ? vipLevel : null} />
          {action(activity, applyStanding(activity, states.isLogin, member, states.loaded))}
        </article>
      )}
    </QueryState>
  );
}
