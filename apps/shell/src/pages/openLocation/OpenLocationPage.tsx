import { OpenLocationScreen } from '../../features/location/components/OpenLocationScreen';

/** /open-location?latitude=&longitude=&name=&address=: a place, to open in the map app. */
export default function OpenLocationPage() {
  return <OpenLocationScreen />;
}
