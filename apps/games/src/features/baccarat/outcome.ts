import type { TFunction } from '@platform/i18n';
import type { BaccaratRound } from '../table';

/** A baccarat round in words: "Player 7, Banker 5: Player wins" (the live region adds the win). */
export function baccaratWords({ outcome }: BaccaratRound, t: TFunction): string {
  return t('a11y.outcome.baccarat', {
    player: t('baccarat.bet.player'),
    playerTotal: outcome.playerTotal,
    banker: t('baccarat.bet.banker'),
    bankerTotal: outcome.bankerTotal,
    winner: t(`baccarat.winner.${outcome.winner}`),
  });
}
