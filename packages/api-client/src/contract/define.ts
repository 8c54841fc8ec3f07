import type { z } from 'zod';

/** Who may call: guests need no token; members send the `token` header. */
export type Access = 'guest' | 'member';

/**
 * How the request travels (docs/api-contract.md#wire-rules). `form` is the default (query-string
 * encoded body), `json` is for the calls that name it (deposit channel createOrder), `query` is the
 * one GET, `multipart` carries files (upload/uploadFile).
 */
export type Encoding = 'form' | 'json' | 'query' | 'multipart';

/** Cache tags: a mutation invalidates what a query provides (a deposit refreshes the balance). */
export const TAGS = [
  'Session',
  'UserInfo',
  'Balance',
  'PayPassword',
  'VenueBalances',
  'DepositOrders',
  'Withdrawals',
  'PaymentAccounts',
  'Transactions',
  'Messages',
  'Favourites',
  'Feedback',
  'Welfare',
  'ActivityApplications',
  'Rewards',
  'SiteInfo',
  'Chat',
  'PlayerProtection',
  'PlaySession',
] as const;
export type Tag = (typeof TAGS)[number];

/**
 * `ready` calls are answered by the platform API; `planned` calls are in the contract so client and
 * server agree on them, and the server answers them with the "not yet available" code until built.
 */
export type Availability = 'ready' | 'planned';

export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Path under `/web/`, e.g. `guest/user/login`. */
  path: string;
  method: 'GET' | 'POST';
  encoding: Encoding;
  access: Access;
  /** RTK Query kind: reads are queries (cached, polled), everything else a mutation. */
  kind: 'query' | 'mutation';
  request: Req;
  /** The body fields besides `code` and `msg`. */
  response: Res;
  provides?: readonly Tag[];
  invalidates?: readonly Tag[];
  availability: Availability;
  /** One line for people: what the call does. */
  summary: string;
}

/** Identity helper that keeps each entry's literal types for the generator and the server. */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  def: Omit<EndpointDef<Req, Res>, 'method' | 'encoding' | 'availability'> &
    Partial<Pick<EndpointDef<Req, Res>, 'method' | 'encoding' | 'availability'>>,
): EndpointDef<Req, Res> {
  return {
    method: def.encoding === 'query' ? 'GET' : 'POST',
    encoding: 'form',
    availability: 'planned',
    ...def,
  };
}
