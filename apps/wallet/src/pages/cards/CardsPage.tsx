import { CardsScreen } from '../../features/paymentAccounts/components/CardsScreen';

/** /pages/cards/index: account management, one tab per kind of payment account. */
export default function CardsPage() {
  return <CardsScreen />;
}
