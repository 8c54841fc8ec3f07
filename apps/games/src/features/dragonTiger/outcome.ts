import type { TFunction } from '@platform/i18n';
import { cardWords } from '../table';
import type { DragonTigerRound } from './bets';

/** A dragon tiger round in words: "Dragon King of spades, Tiger 7 of hearts: Dragon wins". */
export function dragonTigerWords({ outcome }: DragonTigerRound, t: TFunction): string {
  const winner = t(`dragonTiger.winner.${outcome.winner}`);
  return t('a11y.outcome.dragonTiger', {
    dragon: t('dragonTiger.bet.dragon'),
    dragonCard: cardWords(outcome.dragon, t),
    tiger: t('dragonTiger.bet.tiger'),
    tigerCard: cardWords(outcome.tiger, t),
    winner: outcome.suitedTie ? `${winner} · ${t('dragonTiger.bet.suitedTie')}` : winner,
  });
}
