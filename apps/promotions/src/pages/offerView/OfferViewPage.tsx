import { OfferViewScreen } from '../../features/apply/components/OfferViewScreen';

/** The `offerView` route (guests too, `?id=`): one offer and what the player may do with it. */
export default function OfferViewPage() {
  return <OfferViewScreen />;
}
