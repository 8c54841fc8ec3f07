import type { z } from 'zod';
import type { EndpointDef } from '../define';
import { guestIndexEndpoints } from './guestIndex';
import { guestUserEndpoints } from './guestUser';
import { sysEndpoints } from './sys';
import { userSessionEndpoints } from './user';
import { verificationEndpoints } from './verification';

/**
 * The endpoint list: every call of spec section 7, one entry each. The RTK Query slice is generated
 * from it (`pnpm generate`) and the platform API registers its routes from it.
 */
export const endpoints = {
  ...guestUserEndpoints,
  ...guestIndexEndpoints,
  ...userSessionEndpoints,
  ...verificationEndpoints,
  ...sysEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What the caller passes (before parsing: form strings or typed values). */
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server's handler receives (after parsing). */
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The call's own fields of a successful answer (code and msg aside). */
export type PayloadOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
