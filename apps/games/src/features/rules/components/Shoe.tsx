import { useTranslation } from '@platform/i18n';
import { SUITS } from '@platform/fair-games';

/** The card games' shoe: a fresh one per round, in a fixed order, shuffled from the stream. */
export function Shoe({ decks }: { decks: number }) {
  const { t } = useTranslation('games');
  const cards = decks * SUITS.length * 13;
  return <p>{t('rules.shoe', { decks, cards, last: cards - 1 })}</p>;
}
