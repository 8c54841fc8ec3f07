import type { z } from 'zod';
import type { EndpointDef } from '../define';
import { offerEndpoints } from './offers';
import { agentEndpoints } from './agent';
import { depositChannelEndpoints } from './depositChannels';
import { gameEndpoints } from './games';
import { guestIndexEndpoints } from './guestIndex';
import { guestUserEndpoints } from './guestUser';
import { guestUserVipEndpoints } from './guestUserVip';
import { inhouseEndpoints } from './inhouse';
import { lottery6Endpoints } from './lottery6';
import { inviteEndpoints } from './invite';
import { messageEndpoints } from './message';
import { paymentAccountEndpoints } from './paymentAccounts';
import { playerProtectionEndpoints } from './playerProtection';
import { depositEndpoints } from './deposits';
import { supportEndpoints } from './support';
import { chatEndpoints } from './chat';
import { supportContentEndpoints } from './supportContent';
import { sportsbookEndpoints } from './sportsbook';
import { sysEndpoints } from './sys';
import { userSessionEndpoints } from './user';
import { userAccountEndpoints } from './userAccount';
import { verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';
import { withdrawEndpoints } from './withdraw';

/**
 * The endpoint list: every call the app makes, one entry each
 * (docs/api-contract.md#the-endpoint-list). The RTK Query slice is generated from it
 * (`pnpm generate`) and the platform API registers its routes from it.
 */
export const endpoints = {
  ...guestUserEndpoints,
  ...guestIndexEndpoints,
  ...userSessionEndpoints,
  ...verificationEndpoints,
  ...sysEndpoints,
  ...guestUserVipEndpoints,
  ...userAccountEndpoints,
  ...playerProtectionEndpoints,
  ...depositEndpoints,
  ...depositChannelEndpoints,
  ...withdrawEndpoints,
  ...walletEndpoints,
  ...gameEndpoints,
  ...inhouseEndpoints,
  ...lottery6Endpoints,
  ...sportsbookEndpoints,
  ...paymentAccountEndpoints,
  ...supportEndpoints,
  ...chatEndpoints,
  ...supportContentEndpoints,
  ...offerEndpoints,
  ...inviteEndpoints,
  ...messageEndpoints,
  ...agentEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What the caller passes (before parsing: form strings or typed values). */
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server's handler receives (after parsing). */
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The call's own fields of a successful answer (code and msg aside). */
export type PayloadOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
