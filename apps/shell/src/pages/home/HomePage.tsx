import { HomeScreen } from '../../features/home';

/** / (also /pages/index/index): home. */
export function HomePage() {
  return <HomeScreen />;
}
