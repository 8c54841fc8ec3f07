import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import type { VenueBalance } from '@platform/api-client';
import { List, Money, Switch, Tag } from '@platform/ui';
import { venuesToShow } from '../rules';

/**
 * Every venue wallet with its balance and its maintenance / lock flags; "hide venues with no
 * balance" (docs/product-rules.md#transfers). A tap chooses the venue (`onSelect`); `extra` adds a
 * row action.
 */
export function VenueBalanceList({
  venues,
  selected,
  onSelect,
  extra,
}: {
  venues: readonly VenueBalance[];
  selected?: string | undefined;
  onSelect?: (platCode: string) => void;
  extra?: (venue: VenueBalance) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const [hideEmpty, setHideEmpty] = useState(false);
  const hideEmptyLabel = useId();
  const shown = venuesToShow(venues, hideEmpty);
  return (
    <List
      data-testid="venue-balances"
      header={
        <div className="wallet-list-header">
          <span>{t('venues.list')}</span>
          <span className="wallet-inline-switch">
            {/* The switch is named by the words beside it (docs/accessibility.md#names-and-landmarks). */}
            <small id={hideEmptyLabel}>{t('venues.hideEmpty')}</small>
            <Switch
              checked={hideEmpty}
              onChange={setHideEmpty}
              aria-labelledby={hideEmptyLabel}
              data-testid="hide-empty-venues"
            />
          </span>
        </div>
      }
    >
      {shown.map((venue) => (
        <List.Item
          key={venue.platCode}
          data-testid={`venue-balance-${venue.platCode}`}
          data-balance={venue.balance}
          arrowIcon={false}
          onClick={onSelect ? () => onSelect(venue.platCode) : undefined}
          className={venue.platCode === selected ? 'wallet-venue--chosen' : undefined}
          description={
            (venue.maintenance || venue.locked) && (
              <span className="wallet-tags">
                {venue.maintenance && <Tag color="warning">{t('venues.maintenance')}</Tag>}
                {venue.locked && <Tag color="danger">{t('venues.locked')}</Tag>}
              </span>
            )
          }
          extra={
            <span className="wallet-venue-extra">
              <Money fen={venue.balance} />
              {extra?.(venue)}
            </span>
          }
        >
          {venue.platName}
        </List.Item>
      ))}
      {shown.length === 0 && (
        <List.Item data-testid="venue-balances-empty">{t('venues.noneWithBalance')}</List.Item>
      )}
    </List>
  );
}
