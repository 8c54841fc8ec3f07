import { MyScreen } from '../../features/my/components/MyScreen';

/** /pages/my/my (member): the player's account home. */
export default function MyPage() {
  return <MyScreen />;
}
