import { routePath } from '@platform/routes';
import type { Activity, ActivityState } from '@platform/api-client';
import { useAppNavigate } from '@platform/ui';
import { OfferBanner } from './OfferBanner';
import { OfferPeriod } from './OfferPeriod';
import { StateBadge } from './StateBadge';

/** One offer in the list: banner, title under it, summary, period and state; a tap opens it. */
export function OfferCard({ activity, state }: { activity: Activity; state: ActivityState }) {
  const navigate = useAppNavigate();
  return (
    <button
      type="button"
      className="kit-card promotions-offer-card"
      data-testid="offer-card"
      data-id={activity.id}
      onClick={() => navigate(routePath('offerView', { id: activity.id }))}
    >
      <OfferBanner url={activity.bannerUrl} />
      <span className="promotions-offer-card-body">
        <span className="promotions-offer-title">{activity.title}</span>
        <span className="promotions-offer-summary">{activity.summary}</span>
        <span className="promotions-offer-meta">
          <OfferPeriod activity={activity} />
          <StateBadge state={state} />
        </span>
      </span>
    </button>
  );
}
