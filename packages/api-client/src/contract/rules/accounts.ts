import { z } from 'zod';
import { COIN_PROTOCOLS, type CoinProtocol } from '../catalogue';
import { MAX_BANK_CARDS } from '../constants';
import { personNameSchema } from './identity';

/**
 * Luhn check digit: the "bank card number must be valid" rule
 * (docs/product-rules.md#payment-accounts).
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export const bankCardNumberSchema = z
  .string({ error: 'bankCard.required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, { error: 'bankCard.format' })
      .refine(passesLuhn, { error: 'bankCard.format' }),
  );

/**
 * The cardholder is Chinese/English/dot only and must match the player's real name
 * (docs/product-rules.md#payment-accounts).
 */
export function cardholderSchema(realName: string) {
  return personNameSchema.refine((v) => v === realName.trim(), {
    error: 'bankCard.holderMismatch',
  });
}

/** Up to 10 bank cards per player (docs/product-rules.md#payment-accounts). */
export function bankCardCountSchema() {
  return z
    .number()
    .int()
    .max(MAX_BANK_CARDS - 1, { error: 'bankCard.limit' });
}

/**
 * EBpay and KOIpay accounts start with kb or eb followed by 15-32 letters or digits
 * (docs/product-rules.md#payment-accounts).
 */
export const eWalletAccountSchema = z
  .string({ error: 'eWallet.required' })
  .trim()
  .regex(/^(kb|eb)[A-Za-z0-9]{15,32}$/, { error: 'eWallet.format' });

const ADDRESS_PATTERNS: Record<CoinProtocol, RegExp> = {
  TRC20: /^T[A-Za-z0-9]{15,33}$/,
  ERC20: /^0x[A-Za-z0-9]{15,40}$/,
};

/**
 * TRC is T + 15-33 alphanumerics, ERC is 0x + 15-40; the address must match its protocol
 * (docs/product-rules.md#payment-accounts).
 */
export const coinAddressSchema = z
  .object({ protocol: z.enum(COIN_PROTOCOLS), address: z.string().trim() })
  .refine((v) => ADDRESS_PATTERNS[v.protocol].test(v.address), {
    path: ['address'],
    error: 'coin.protocolMismatch',
  });
