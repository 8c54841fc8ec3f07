export {
  conversationTarget,
  feedbackTarget,
  listAgentAudit,
  recordAgentAction,
} from './chat/agentAudit';
export type { AgentAction } from './chat/agentAudit';
export {
  agentConversation,
  closeConversation,
  listDeskConversations,
  readAsAgent,
  replyAsNamedAgent,
} from './chat/agentDesk';
export {
  AGENT_SESSION_MS,
  agentSession,
  csrfMatches,
  signInAgent,
  signOutAgent,
} from './chat/agentSessions';
export type { AgentSession } from './chat/agentSessions';
export {
  DEV_SUPPORT_AGENTS,
  addSupportAgent,
  newAgentSchema,
  seedDevSupportAgents,
} from './chat/agents';
export type { SupportAgent } from './chat/agents';
export { callerConversation, openChat, toConversation, visitorTopics } from './chat/conversations';
export { listServiceDesks } from './chat/desks';
export { conversationMessages, markRead, sendAgentLine, sendPlayerLine } from './chat/messages';
export { helpArticles } from './content/helpArticles';
export { sponsoredClub, sponsorships } from './content/sponsorships';
export { listFeedbackForDesk, replyToFeedback } from './feedback/feedbackDesk';
export {
  deleteFeedback,
  listFeedback,
  readFeedback,
  saveFeedback,
} from './feedback/playerFeedback';
export {
  EXCLUSION_LIFT_NOTICE_DAYS,
  EXCLUSION_LIFT_REQUEST_MIN_DAYS,
  liftExclusionOnRequest,
} from './feedback/exclusionLift';
