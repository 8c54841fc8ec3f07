import { useTranslation } from '@platform/i18n';
import type { Activity } from '@platform/api-client';
import { formatDate } from '@platform/ui';

/** The offer's days, in business time; "ongoing" when it has no end. */
export function OfferPeriod({ activity }: { activity: Pick<Activity, 'startsAt' | 'endsAt'> }) {
  const { t, i18n } = useTranslation('promotions');
  const start = formatDate(activity.startsAt, i18n.language);
  return (
    <span className="promotions-offer-period" data-testid="offer-period">
      {activity.endsAt
        ? t('offers.period', { start, end: formatDate(activity.endsAt, i18n.language) })
        : t('offers.ongoing', { start })}
    </span>
  );
}
