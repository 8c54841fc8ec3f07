import { z } from 'zod';
import { currencySchema } from './currencySchema';
import { isoTime } from './wire';

/** The player as the app sees them; phone and e-mail come masked. Amounts are fen. */
export const userInfoSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realName: z.string().nullable(),
  realNameConfirmed: z.boolean(),
  gender: z.enum(['male', 'female']).nullable(),
  birthDate: z.string().nullable(),
  birthDateConfirmed: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  vipLevel: z.number().int().min(1).max(10),
  registeredAt: isoTime,
  daysSinceJoining: z.number().int(),
  langType: z.number().int().min(1).max(8),
  /** The member's wallet currency (docs/product-rules.md#currency); every amount is in its minor units. */
  currency: currencySchema,
  /** True once money has moved or a deposit order exists: the currency can no longer change. */
  currencyFixed: z.boolean(),
  isAgent: z.boolean(),
  /** Auto-transfer (free-transfer) mode: money follows the player into the venue they enter. */
  autoTransfer: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * Balances in fen: the central wallet, the lock wallet and the welfare centre, and the total with
 * every venue wallet (docs/product-rules.md#transfers).
 */
export const userBalanceMapSchema = z.object({
  centralWallet: z.number().int(),
  /**
   * The lock wallet: what the player can spend in their locked venues whose balance is known
   * (docs/product-rules.md#venue-lock). Part of total through those venues, not added again.
   */
  lockWallet: z.number().int(),
  welfareWallet: z.number().int(),
  /** central + welfare + every venue whose balance is known (the locked ones included). */
  total: z.number().int(),
  /**
   * The venues (platCode) left out of total because their balance is unknown: under maintenance,
   * or a transfer waiting for the provider's answer. Absent from older answers: none unknown.
   */
  unknownVenues: z.array(z.string()).optional(),
});
export type UserBalanceMap = z.infer<typeof userBalanceMapSchema>;

export const sessionResponse = z.object({ token: z.string(), userInfo: userInfoSchema });

export const configEntrySchema = z.object({ configKey: z.string(), configValue: z.string() });

export const registerItemSchema = z.object({
  /** username, password, confirmPassword, mobile, smsCode, email, realName, inviteCode, captcha */
  itemKey: z.string(),
  isShow: z.union([z.literal(0), z.literal(1)]),
  isRequired: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
});
export type RegisterItem = z.infer<typeof registerItemSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: isoTime,
});

export const slideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});

export const dictionaryEntrySchema = z.object({
  dictLabel: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
});
