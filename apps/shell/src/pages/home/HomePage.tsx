import { HomeScreen } from '../../features/home/components/HomeScreen';

/** / (also /pages/index/index): home. */
export function HomePage() {
  return <HomeScreen />;
}
