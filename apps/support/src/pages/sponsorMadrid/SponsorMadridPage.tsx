import { SponsorMadridScreen } from '../../features/sponsorship/components/SponsorMadridScreen';

/** The `sponsorMadrid` route (guests too): the sponsored Madrid club. */
export default function SponsorMadridPage() {
  return <SponsorMadridScreen />;
}
