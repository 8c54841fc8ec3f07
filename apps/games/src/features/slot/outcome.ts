import type { TFunction } from '@platform/i18n';
import type { SlotRound } from '../table';

/** A spin in words: each paying line ("line 3: 4 × Cherry"), or that no line paid. */
export function slotWords({ outcome }: SlotRound, t: TFunction): string {
  if (outcome.lineWins.length === 0) return t('a11y.outcome.noLine');
  return outcome.lineWins
    .map((win) =>
      t('a11y.outcome.slotLine', {
        line: win.line + 1,
        count: win.count,
        symbol: t(`slot.symbol.${win.symbol}`),
      }),
    )
    .reduce((first, second) => t('a11y.outcome.then', { first, second }));
}
