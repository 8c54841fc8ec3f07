import { z } from 'zod';
import { endpoint } from '../define';
import { currencySchema } from '../currencySchema';
import { userBalanceMapSchema, userInfoSchema } from '../entities';
import { emptyRequest, emptyResponse, languageCodeSchema } from '../wire';

/** The member's session, profile basics, balance and language (the foundation's user calls). */
export const userSessionEndpoints = {
  logout: endpoint({
    path: 'user/logout',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Revokes the current token.',
    request: emptyRequest,
    response: emptyResponse,
  }),
  getUserInfo: endpoint({
    path: 'user/getUserInfo',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'The logged-in player (phone and e-mail masked).',
    request: emptyRequest,
    response: z.object({ userInfo: userInfoSchema }),
    provides: ['UserInfo'],
  }),
  getUserBalance: endpoint({
    path: 'user/getUserBalance',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'Central, lock and welfare balances in fen.',
    request: emptyRequest,
    response: z.object({ userBalanceMap: userBalanceMapSchema }),
    provides: ['Balance'],
  }),
  checkIsSetWidthPassword: endpoint({
    path: 'user/checkIsSetWidthPassword',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: 'Whether a payment (withdrawal) password is set; the legacy spelling is kept.',
    request: emptyRequest,
    response: z.object({ isSet: z.boolean() }),
    provides: ['PayPassword'],
  }),
  changeLanguageAndCurrency: endpoint({
    path: 'user/changeLanguageAndCurrency',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary:
      "Stores the member's language (1-8) and, when sent, their wallet currency: one the operator offers, until their first deposit (docs/product-rules.md#currency).",
    request: z.object({ langType: languageCodeSchema, currency: currencySchema.optional() }),
    response: emptyResponse,
    invalidates: ['UserInfo'],
  }),
} as const;
