import { typedAmount, type CurrencyCode, type Fen } from '@platform/api-client';

/** The chips on every in-house table, in fen: 1, 5, 10, 50 and 100 yuan (docs/decisions.md#games-area-appsgames). */
export const CHIPS_FEN: readonly Fen[] = [100, 500, 1_000, 5_000, 10_000] as Fen[];

/** A chip's face: its value as typed in the member's currency, whole units without decimals ("1", "50"). */
export function chipLabel(fen: Fen, currency: CurrencyCode): string {
  return typedAmount(fen, currency);
}
