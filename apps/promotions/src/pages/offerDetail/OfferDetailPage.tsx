import { OfferDetailScreen } from '../../features/apply';

/** The `offerDetail` route (`?id=`): the bonus application of one offer. */
export default function OfferDetailPage() {
  return <OfferDetailScreen />;
}
