import { useTranslation } from '@platform/i18n';
import type { Venue } from '@platform/api-client';
import { Button, Tag } from '@platform/ui';

/** The venues of the category; one under maintenance says so and cannot be chosen. */
export function VenueChips({
  venues,
  value,
  onChange,
}: {
  venues: readonly Venue[];
  value: string | undefined;
  onChange: (platCode: string) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="games-venues" role="radiogroup" aria-label={t('list.venues')}>
      {venues.map((venue) => {
        const selected = venue.platCode === value;
        return (
          <Button
            key={venue.platCode}
            size="small"
            color={selected ? 'primary' : 'default'}
            fill={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            disabled={venue.maintenance}
            data-testid={`venue-${venue.platCode}`}
            onClick={() => onChange(venue.platCode)}
          >
            {venue.platName}
            {venue.maintenance && (
              <Tag color="warning" fill="outline" className="games-venue-tag">
                {t('list.maintenance')}
              </Tag>
            )}
          </Button>
        );
      })}
    </div>
  );
}
