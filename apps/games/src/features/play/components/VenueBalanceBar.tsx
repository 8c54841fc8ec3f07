import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useGetUserPlatBalanceQuery } from '@platform/api-client';
import { Button, DotLoading, Money } from '@platform/ui';
import { TopUpSheet } from './TopUpSheet';

/**
 * The balance of the venue being played (getUserPlatBalance; a round or a top-up refreshes it
 * through the VenueBalances tag) and the button that opens the top-up sheet.
 */
export function VenueBalanceBar({ platCode, venueName }: { platCode: string; venueName: string }) {
  const { t } = useTranslation('games');
  const { data, isFetching } = useGetUserPlatBalanceQuery({ platCode });
  const [open, setOpen] = useState(false);
  return (
    <div className="games-venue-bar" data-testid="venue-balance-bar">
      <span>
        {t('play.venueBalance')}{' '}
        {data ? (
          <Money fen={data.balance} className="games-venue-balance" />
        ) : isFetching ? (
          <DotLoading />
        ) : (
          '—'
        )}
      </span>
      <Button
        size="mini"
        color="primary"
        disabled={data?.maintenance}
        data-testid="topup-open"
        onClick={() => setOpen(true)}
      >
        {t('play.topUp.open')}
      </Button>
      <TopUpSheet
        platCode={platCode}
        venueName={venueName}
        visible={open}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
