import { VenueBalancesScreen } from '../../features/transfer/components/VenueBalancesScreen';

/** /pages/game/gameMoney: the wallets and every venue balance. */
export default function VenueBalancesPage() {
  return <VenueBalancesScreen />;
}
