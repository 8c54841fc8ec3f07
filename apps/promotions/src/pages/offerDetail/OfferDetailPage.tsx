import { OfferDetailScreen } from '../../features/apply/components/OfferDetailScreen';

/** The `offerDetail` route (`?id=`): the bonus application of one offer. */
export default function OfferDetailPage() {
  return <OfferDetailScreen />;
}
