import { AgentScreen } from '../../features/agent/components/AgentScreen';

/** /pages/agentPage/agentPage (guests too): the joint-venture programme. */
export default function AgentPage() {
  return <AgentScreen />;
}
