import { routePath } from '@platform/routes';
import type { Sponsorship } from '@platform/api-client';
import { useAppNavigate } from '@platform/ui';
import { sponsorshipRoute } from '../sponsorshipRoutes';

/** One sponsorship: its banner at full width, name, headline, season and summary; a tap opens its page if it has one. */
export function SponsorshipCard({ sponsorship }: { sponsorship: Sponsorship }) {
  const navigate = useAppNavigate();
  const route = sponsorshipRoute(sponsorship.key);
  const body = (
    <>
      <img
        className="support-sponsor-banner"
        src={sponsorship.bannerUrl}
        alt={sponsorship.name}
        loading="lazy"
        decoding="async"
      />
      <span className="support-sponsor-card-body">
        <span className="support-sponsor-name">{sponsorship.name}</span>
        <span className="support-sponsor-headline">
          {sponsorship.headline}
          <span className="support-sponsor-season">{sponsorship.season}</span>
        </span>
        <span className="support-sponsor-summary">{sponsorship.summary}</span>
      </span>
    </>
  );
  if (!route)
    return (
      <div
        className="kit-card support-sponsor-card"
        data-testid="sponsorship-card"
        data-key={sponsorship.key}
      >
        {body}
      </div>
    );
  return (
    <button
      type="button"
      className="kit-card support-sponsor-card"
      data-testid="sponsorship-card"
      data-key={sponsorship.key}
      onClick={() => navigate(routePath(route))}
    >
      {body}
    </button>
  );
}
