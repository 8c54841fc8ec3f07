import type {
  ChannelLimits,
  DepositChannelCode,
  DepositMethod,
  Fen,
} from '@platform/api-client/contract';
import type { LanguageKey } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import type { MemberFigures } from '../../../core/site';

export interface PaymentChannelInfo {
  channel: DepositChannelCode;
  name: string;
  minAmount: Fen;
  maxAmount: Fen;
  fixedAmounts: Fen[];
  fixedAmountsOnly: boolean;
  sort: number;
}

export interface PaymentMethodInfo {
  method: DepositMethod;
  name: string;
  iconUrl: string | null;
  sort: number;
  channels: PaymentChannelInfo[];
}

/** The requested language first, then English, then Chinese (as for the other seeded texts). */
const nameIn = (table: string, key: string) =>
  `(SELECT name FROM ${table} tr WHERE tr.${key} = x.${key}
     AND tr.lang = ANY(ARRAY[$1::text, 'en', 'zh'])
     ORDER BY array_position(ARRAY[$1::text, 'en', 'zh'], tr.lang) LIMIT 1)`;

/**
 * The enabled deposit methods with their enabled channels, in the deposit page's order; a method
 * without an enabled channel is left out (the player could not use it). A channel's sums are
 * operator figures written in fen, answered in the member's currency (docs/product-rules.md#currency).
 */
export async function paymentMethods(
  db: Queryable,
  lang: LanguageKey,
  figures: Pick<MemberFigures, 'figure'>,
  onlyMethod?: DepositMethod,
): Promise<PaymentMethodInfo[]> {
  const { figure } = figures;
  const { rows: methods } = await db.query<{
    method: DepositMethod;
    name: string;
    icon_url: string | null;
    sort: number;
  }>(
    `SELECT x.method, ${nameIn('deposit_method_translations', 'method')} AS name, x.icon_url, x.sort
     FROM deposit_methods x WHERE x.enabled AND ($2::text IS NULL OR x.method = $2)
     ORDER BY x.sort, x.method`,
    [lang, onlyMethod ?? null],
  );
  const { rows: channels } = await db.query<{
    channel: DepositChannelCode;
    method: DepositMethod;
    name: string;
    min_amount: number;
    max_amount: number;
    fixed_amounts: number[];
    fixed_amounts_only: boolean;
    sort: number;
  }>(
    `SELECT x.channel, x.method, ${nameIn('deposit_channel_translations', 'channel')} AS name,
       x.min_amount, x.max_amount, x.fixed_amounts, x.fixed_amounts_only, x.sort
     FROM deposit_channels x WHERE x.enabled AND ($2::text IS NULL OR x.method = $2)
     ORDER BY x.sort, x.channel`,
    [lang, onlyMethod ?? null],
  );
  return methods
    .map((m) => ({
      method: m.method,
      name: m.name,
      iconUrl: m.icon_url,
      sort: m.sort,
      channels: channels
        .filter((c) => c.method === m.method)
        .map((c) => ({
          channel: c.channel,
          name: c.name,
          minAmount: figure(c.min_amount),
          maxAmount: figure(c.max_amount),
          fixedAmounts: c.fixed_amounts.map(figure),
          fixedAmountsOnly: c.fixed_amounts_only,
          sort: c.sort,
        })),
    }))
    .filter((m) => m.channels.length > 0);
}

export async function paymentMethod(
  db: Queryable,
  lang: LanguageKey,
  figures: Pick<MemberFigures, 'figure'>,
  method: DepositMethod,
): Promise<PaymentMethodInfo> {
  const [found] = await paymentMethods(db, lang, figures, method);
  if (!found) throw new DomainError('refused', 'depositChannelUnavailable');
  return found;
}

export interface UsableChannel extends ChannelLimits {
  channel: DepositChannelCode;
  method: DepositMethod;
}

/** A channel a new order may use: it and its method are enabled; its sums in the member's currency. */
export async function usableChannel(
  db: Queryable,
  channel: DepositChannelCode,
  { figure }: Pick<MemberFigures, 'figure'>,
): Promise<UsableChannel> {
  const { rows } = await db.query<{
    method: DepositMethod;
    min_amount: number;
    max_amount: number;
    fixed_amounts: number[];
    fixed_amounts_only: boolean;
  }>(
    `SELECT c.method, c.min_amount, c.max_amount, c.fixed_amounts, c.fixed_amounts_only
     FROM deposit_channels c JOIN deposit_methods m ON m.method = c.method
     WHERE c.channel = $1 AND c.enabled AND m.enabled`,
    [channel],
  );
  const row = rows[0];
  if (!row) throw new DomainError('refused', 'depositChannelUnavailable');
  return {
    channel,
    method: row.method,
    minAmount: figure(row.min_amount),
    maxAmount: figure(row.max_amount),
    fixedAmounts: row.fixed_amounts.map(figure),
    fixedAmountsOnly: row.fixed_amounts_only,
  };
}
