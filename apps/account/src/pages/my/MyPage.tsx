import { MyScreen } from '../../features/my';

/** /pages/my/my (member): the player's account home. */
export default function MyPage() {
  return <MyScreen />;
}
