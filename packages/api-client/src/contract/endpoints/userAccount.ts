import { z } from 'zod';
import { GAME_TYPES } from '../catalogue';
import { endpoint } from '../define';
import { userBalanceMapSchema } from '../entities';
import {
  betRecordSchema,
  rateBpSchema,
  venueBalanceSchema,
  venueLockSchema,
} from '../entities-domain';
import {
  emailSchema,
  newPayPasswordSchema,
  passwordSchema,
  payPasswordSchema,
  personNameSchema,
  phoneMiddleDigitsSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../rules/identity';
import { emptyRequest, emptyResponse, isoTime, pageOf, pageRequest, wireBool } from '../wire';

/** A business date (Asia/Shanghai), YYYY-MM-DD. */
const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date.format' });

const betRecordFilters = {
  gameType: z.enum(GAME_TYPES).optional(),
  platCode: z.string().optional(),
  startTime: isoTime.optional(),
  endTime: isoTime.optional(),
};

/** The member's account: password, profile, bet records, wallets, invitation and agent figures. */
export const userAccountEndpoints = {
  modifyPassword: endpoint({
    path: 'user/modifyPassword',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Changes the login password (old one required); other sessions are revoked.',
    request: z
      .object({
        oldPassword: z.string().min(1, { error: 'password.required' }),
        password: passwordSchema,
        confirmPassword: z.string(),
      })
      .refine((v) => v.password === v.confirmPassword, {
        path: ['confirmPassword'],
        error: 'password.mismatch',
      }),
    response: emptyResponse,
  }),
  getBetRecord: endpoint({
    path: 'user/getBetRecord',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'A page of bets with valid turnover and win/lose, filtered by game type, venue, time.',
    request: pageRequest.extend(betRecordFilters),
    response: pageOf(betRecordSchema),
  }),
  getSumBetRecord: endpoint({
    path: 'user/getSumBetRecord',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'Bet count, stake, valid turnover and win/lose over the same filters as getBetRecord.',
    request: z.object(betRecordFilters),
    response: z.object({
      betCount: z.number().int(),
      betAmount: z.number().int(),
      validTurnover: z.number().int(),
      winLose: z.number().int(),
    }),
  }),
  getUserTransInfo: endpoint({
    path: 'user/getUserTransInfo',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'Transfer page state: balances, auto-transfer mode and the locked venues.',
    request: emptyRequest,
    response: z.object({
      userBalanceMap: userBalanceMapSchema,
      autoTransfer: z.boolean(),
      venueLockList: z.array(venueLockSchema),
    }),
    provides: ['Balance', 'VenueBalances'],
  }),
  getTransWalletBalanceInfo: endpoint({
    path: 'user/getTransWalletBalanceInfo',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: 'Every venue wallet balance, with maintenance and lock flags.',
    request: emptyRequest,
    response: z.object({ venueBalanceList: z.array(venueBalanceSchema) }),
    provides: ['VenueBalances'],
  }),
  oneTouchTransfer: endpoint({
    path: 'user/oneTouchTransfer',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'One-key recovery: pulls every unlocked venue balance into the central wallet.',
    request: emptyRequest,
    response: z.object({
      recoveredAmount: z.number().int(),
      /** Venues under maintenance or locked keep their balance. */
      skippedPlatCodes: z.array(z.string()),
      userBalanceMap: userBalanceMapSchema,
    }),
    invalidates: ['Balance', 'VenueBalances', 'Transactions'],
  }),
  modifyUserInfo: endpoint({
    path: 'user/modifyUserInfo',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary:
      "Edits the profile; real name and birth date only until confirmed, phone/e-mail with a code (the phone's only while sms_switch_bind is 1) and a recent confirmLoginPassword; changing a bound one needs verifyPhoneMiddle first.",
    request: z
      .object({
        realName: personNameSchema.optional(),
        gender: z.enum(['male', 'female']).optional(),
        /** Format only: the over-18 rule needs today, so the server applies birthDateSchema. */
        birthDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birthDate.format' })
          .optional(),
        /** A URL returned by upload/uploadFile (purpose avatar). */
        avatar: z.string().min(1).optional(),
        mobile: phoneSchema.optional(),
        smsCode: verificationCodeSchema.optional(),
        email: emailSchema.optional(),
        emailCode: verificationCodeSchema.optional(),
      })
      .superRefine((v, ctx) => {
        // A phone's code is required by the stored sms_switch_bind, which only the server reads
        // at the time of the call (docs/product-rules.md#phone-settings).
        if (v.email !== undefined && v.emailCode === undefined) {
          ctx.addIssue({ code: 'custom', path: ['emailCode'], message: 'code.required' });
        }
      }),
    response: emptyResponse,
    invalidates: ['UserInfo'],
  }),
  verifyPhoneMiddle: endpoint({
    path: 'user/verifyPhoneMiddle',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary:
      'Security verification: the middle four digits of the bound phone open a phone change on this session for a few minutes.',
    request: z.object({ middleDigits: phoneMiddleDigitsSchema }),
    response: z.object({ verifiedUntil: isoTime }),
  }),
  confirmLoginPassword: endpoint({
    path: 'user/confirmLoginPassword',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary:
      'Proves the login password on this session: binding/changing a phone or e-mail, the payment password and payment accounts need it within minutes.',
    request: z.object({ password: z.string().min(1, { error: 'password.required' }).max(64) }),
    response: z.object({ confirmedUntil: isoTime }),
  }),
  getInviterInfo: endpoint({
    path: 'user/getInviterInfo',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: "The member's invite code and link and whether they may join (agents may not).",
    request: emptyRequest,
    response: z.object({
      inviteCode: z.string(),
      inviteUrl: z.string(),
      canJoin: z.boolean(),
      registeredFriends: z.number().int(),
      accumulatedEarnings: z.number().int(),
      cumulativeBets: z.number().int(),
    }),
    provides: ['UserInfo'],
  }),
  checkWithdrawPwd: endpoint({
    path: 'user/checkWithdrawPwd',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Checks the payment password (counts an attempt); a wrong one is a refusal code.',
    request: z.object({ payPassword: payPasswordSchema }),
    response: emptyResponse,
  }),
  setWithdrawPwd: endpoint({
    path: 'user/setWithdrawPwd',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary:
      'Sets the 6-digit payment password (phone must be bound); changing it needs the old one.',
    request: z.object({ oldPayPassword: payPasswordSchema.optional() }).and(newPayPasswordSchema),
    response: emptyResponse,
    invalidates: ['PayPassword'],
  }),
  changeWalletType: endpoint({
    path: 'user/changeWalletType',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary: 'Switches auto-transfer (free-transfer) mode on or off.',
    request: z.object({ autoTransfer: wireBool }),
    response: z.object({ autoTransfer: z.boolean() }),
    invalidates: ['UserInfo', 'VenueBalances'],
  }),
  getInviterQrcode: endpoint({
    path: 'user/getInviterQrcode',
    access: 'member',
    kind: 'query',
    availability: 'ready',
    summary: "A QR code image (PNG data URL) of the member's invite link.",
    request: emptyRequest,
    response: z.object({ qrcode: z.string(), inviteUrl: z.string() }),
  }),
  doUserBackwater: endpoint({
    path: 'user/doUserBackwater',
    availability: 'ready',
    access: 'member',
    kind: 'mutation',
    summary:
      "Credits the rebate earned so far and answers today's expected rebate (success when >= 0).",
    request: emptyRequest,
    response: z.object({
      /**
       * Fen; the base query counts `expectedRebateToday >= 0` as success
       * (docs/product-rules.md#answers).
       */
      expectedRebateToday: z.number().int(),
      creditedAmount: z.number().int(),
    }),
    invalidates: ['Balance', 'Transactions', 'Rewards'],
  }),
  queryRebateToday: endpoint({
    path: 'rebate/queryRebateToday',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary:
      "Today's rebate not yet paid, by game category at the member's ratios, and today's claim.",
    request: emptyRequest,
    response: z.object({
      /** Valid bets settled today and not yet rebated, per category (fen; ratio in basis points). */
      byCategory: z.array(
        z.object({
          gameType: z.enum(GAME_TYPES),
          validBets: z.number().int(),
          rateBp: rateBpSchema,
          amount: z.number().int(),
        }),
      ),
      /** Fen: the sum of byCategory's amounts, what a claim now (or tonight's settlement) pays. */
      expected: z.number().int(),
      /** Fen claimed today (0 when not claimed yet). */
      claimedToday: z.number().int(),
      /** Not claimed today and something to claim. */
      claimable: z.boolean(),
    }),
    provides: ['Rewards'],
  }),
  queryAgentAnalyze: endpoint({
    path: 'user/queryAgentAnalyze',
    availability: 'ready',
    access: 'member',
    kind: 'query',
    summary: "An agent's team figures between two business dates (agents only).",
    request: z
      .object({ startDate: businessDate, endDate: businessDate })
      .refine((v) => v.startDate <= v.endDate, { path: ['endDate'], error: 'date.range' }),
    response: z.object({
      teamSize: z.number().int(),
      newMembers: z.number().int(),
      /** Team members whose first successful deposit falls in the range. */
      firstDepositMembers: z.number().int(),
      activeMembers: z.number().int(),
      depositTotal: z.number().int(),
      withdrawalTotal: z.number().int(),
      validTurnover: z.number().int(),
      winLose: z.number().int(),
      commission: z.number().int(),
    }),
  }),
} as const;
