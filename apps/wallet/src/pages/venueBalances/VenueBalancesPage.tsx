import { VenueBalancesScreen } from '../../features/transfer';

/** /pages/game/gameMoney: the wallets and every venue balance. */
export default function VenueBalancesPage() {
  return <VenueBalancesScreen />;
}
