import { useTranslation } from '@platform/i18n';
import type { VenueBalance } from '@platform/api-client';
import { Button, LoopOutline } from '@platform/ui';
import { PickerField } from '@platform/ui/forms';
import {
  CENTRAL,
  chooseFrom,
  chooseTo,
  fromSide,
  swapRoute,
  toSide,
  type TransferRoute,
} from '../rules';

/**
 * From and to: the central wallet or a venue on each side. Choosing a venue on one side puts the
 * central wallet on the other, so the route is always one the call can take. `outOnly` (a break)
 * offers venues as the source and the central wallet as the target, with no swap.
 */
export function TransferRouteField({
  route,
  outOnly = false,
  onChange,
  venues,
}: {
  route: TransferRoute;
  outOnly?: boolean;
  onChange: (route: TransferRoute) => void;
  venues: readonly VenueBalance[];
}) {
  const { t } = useTranslation('wallet');
  const central = { value: CENTRAL, label: t('wallets.central') };
  const venueOptions = venues.map((v) => ({ value: v.platCode, label: v.platName }));
  const options = [central, ...venueOptions];
  return (
    <div className="wallet-route">
      <div className="wallet-route-side">
        <small>{t('transfer.from')}</small>
        <PickerField
          testId="transfer-from"
          title={t('transfer.from')}
          placeholder={t('transfer.chooseVenue')}
          options={outOnly ? venueOptions : options}
          value={fromSide(route)}
          onChange={(side) => onChange(chooseFrom(route, side))}
        />
      </div>
      {!outOnly && (
        <Button
          size="mini"
          fill="none"
          aria-label={t('transfer.swap')}
          data-testid="transfer-swap"
          onClick={() => onChange(swapRoute(route))}
        >
          <LoopOutline aria-hidden />
        </Button>
      )}
      <div className="wallet-route-side">
        <small>{t('transfer.to')}</small>
        <PickerField
          testId="transfer-to"
          title={t('transfer.to')}
          placeholder={t('transfer.chooseVenue')}
          options={outOnly ? [central] : options}
          value={toSide(route)}
          onChange={(side) => onChange(chooseTo(route, side))}
        />
      </div>
    </div>
  );
}
