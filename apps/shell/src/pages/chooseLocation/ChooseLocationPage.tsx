import { ChooseLocationScreen } from '../../features/location/components/ChooseLocationScreen';

/** /choose-location?redirect=…: the player picks a point for the page that asked. */
export default function ChooseLocationPage() {
  return <ChooseLocationScreen />;
}
