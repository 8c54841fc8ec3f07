import type { EndpointName, ParsedRequestOf, PayloadOf } from '@platform/api-client/contract';
import type { AppConfig } from '../config';
import type { DomainContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { UserRecord } from '../core/auth';

/** The member behind the token of a member call. */
export interface Member {
  user: UserRecord;
  sessionId: number;
}

/** What a handler gets besides its parsed request. */
export interface HandlerContext extends DomainContext {
  config: AppConfig;
  /** Set on member calls (the router refused the call otherwise), and on guest calls with a valid token. */
  member: Member | null;
}

/** The member of a member call; a handler of a guest call asking for one is a programming error. */
export function requireMember(ctx: HandlerContext): Member {
  if (!ctx.member) throw new DomainError('unauthorized', 'notLoggedIn');
  return ctx.member;
}

/** One endpoint's handler: its parsed request in, its payload out (code and msg are added by the edge). */
export type Handler<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  ctx: HandlerContext,
) => Promise<PayloadOf<N>>;

/** Handlers by endpoint name; an endpoint without one answers "not yet available". */
export type HandlerMap = { [N in EndpointName]?: Handler<N> };
