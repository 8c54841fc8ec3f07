import { GameVerifyScreen } from '../../features/verify/components/GameVerifyScreen';

// Route gameVerify (?roundId=): check an in-house round from its revealed seeds.
export default function GameVerifyPage() {
  return <GameVerifyScreen />;
}
