import { TransferScreen } from '../../features/transfer/components/TransferScreen';

/** /pages/finance/transfer: the wallets and a transfer between the central wallet and a venue. */
export default function TransferPage() {
  return <TransferScreen />;
}
