import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankCardCountSchema,
  bankCardNumberSchema,
  cardholderSchema,
  coinAddressSchema,
  eWalletAccountSchema,
  passesLuhn,
} from './accounts';

function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('bank card number (12-19 digits passing the Luhn check)', () => {
  it('knows the Luhn check', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it.each(['4111111111111111', '6011 1111 1111 1117', '5555555555554444'])(
    'accepts %j and strips spaces',
    (value) => {
      expect(bankCardNumberSchema.parse(value)).toBe(value.replace(/ /g, ''));
    },
  );

  it.each([
    ['a failed check digit', '4111111111111112'],
    ['too short', '41111111111'],
    ['too long', '41111111111111111111'],
    ['letters', '4111a11111111111'],
    ['empty', ''],
  ])('refuses %s', (_label, value) => {
    expect(firstError(bankCardNumberSchema, value)).toBe('bankCard.format');
  });

  it('asks for a number when missing', () => {
    expect(firstError(bankCardNumberSchema, undefined)).toBe('bankCard.required');
  });
});

describe('cardholderSchema (must match the real name)', () => {
  const schema = cardholderSchema(' 张三 ');

  it('accepts the real name', () => {
    expect(schema.safeParse('张三').success).toBe(true);
  });

  it('refuses another name', () => {
    expect(firstError(schema, '李四')).toBe('bankCard.holderMismatch');
  });

  it('still applies the name format', () => {
    expect(firstError(schema, '张三3')).toBe('realName.format');
  });
});

describe('bankCardCountSchema (up to 10 cards)', () => {
  it('lets a player with 9 cards bind a tenth', () => {
    expect(bankCardCountSchema().safeParse(9).success).toBe(true);
  });

  it('refuses an eleventh', () => {
    expect(firstError(bankCardCountSchema(), 10)).toBe('bankCard.limit');
  });
});

describe('eWalletAccountSchema (kb or eb + 15-32 letters or digits)', () => {
  it.each(['kb123456789012345', 'ebABCdef1234567890', `eb${'a'.repeat(32)}`])(
    'accepts %j',
    (value) => {
      expect(eWalletAccountSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    ['wrong prefix', 'kc123456789012345'],
    ['too short', 'kb12345678901234'],
    ['too long', `kb${'a'.repeat(33)}`],
    ['a symbol', 'kb12345678901234-'],
    ['upper-case prefix', 'KB123456789012345'],
  ])('refuses %s', (_label, value) => {
    expect(firstError(eWalletAccountSchema, value)).toBe('eWallet.format');
  });
});

describe('coinAddressSchema (the address must match its protocol)', () => {
  const trc = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
  const erc = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

  it('accepts a TRC20 and an ERC20 address', () => {
    expect(coinAddressSchema.safeParse({ protocol: 'TRC20', address: trc }).success).toBe(true);
    expect(coinAddressSchema.safeParse({ protocol: 'ERC20', address: erc }).success).toBe(true);
  });

  it.each([
    ['an ERC address under TRC20', 'TRC20', erc],
    ['a TRC address under ERC20', 'ERC20', trc],
    ['a short TRC address', 'TRC20', 'T12345678901234'],
    ['a long ERC address', 'ERC20', `0x${'a'.repeat(41)}`],
  ])('refuses %s', (_label, protocol, address) => {
    const result = coinAddressSchema.safeParse({ protocol, address });
    expect(result.error?.issues[0]?.message).toBe('coin.protocolMismatch');
    expect(result.error?.issues[0]?.path).toEqual(['address']);
  });
});
