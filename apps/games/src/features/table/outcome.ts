import type { Fen } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { cardFace } from './cards';

/**
 * A round's outcome in words, as the live region reads it (docs/accessibility.md#live-region):
 * each game words its own outcome (the cards, the pocket, the dice) and this adds what the round
 * paid the player, e.g. "Player 7, Banker 5: Player wins; you won CN¥20.00".
 */
export function roundWords(outcome: string, round: { returned: Fen }, t: TFunction): string {
  const net =
    round.returned > 0 ? t('a11y.outcome.won', { amount: round.returned }) : t('a11y.outcome.lost');
  return t('a11y.outcome.then', { first: outcome, second: net });
}

/** A card in words, its text alternative: "7 of hearts", "Queen of spades". */
export function cardWords(card: { rank: number; suit: string }, t: TFunction): string {
  const { rank } = cardFace(card);
  return t('a11y.card', {
    rank: /^[AJQK]$/.test(rank) ? t(`a11y.rank.${rank}`) : rank,
    suit: t(`a11y.suit.${card.suit}`),
  });
}
