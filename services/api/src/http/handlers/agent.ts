import { agentContacts, agentTeamFigures } from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';

/** The agent programme: its contacts (guests) and an agent's team figures (agents only). */
export const agentHandlers = {
  queryAgentContact: async (_input, ctx) => agentContacts(ctx.db, ctx.lang),

  queryAgentAnalyze: async (input, ctx) => agentTeamFigures(ctx.db, requireMember(ctx).user, input),
} satisfies HandlerMap;
