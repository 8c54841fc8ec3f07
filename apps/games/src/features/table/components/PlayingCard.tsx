import type { CSSProperties } from 'react';
import { useTranslation } from '@platform/i18n';
import { cardFace } from '../cards';
import { cardWords } from '../outcome';

/**
 * A card's face as the card tables show it (baccarat, dragon tiger): its rank and suit, red for
 * hearts and diamonds; `kind` is the table's card class (`bac-card`, `dt-card`), which styles it.
 * A picture to a screen reader, named in words ("Queen of spades").
 */
export function PlayingCard({
  card,
  kind,
  className,
  style,
  testId,
}: {
  card: { rank: number; suit: string };
  kind: string;
  className?: string;
  style?: CSSProperties;
  testId: string;
}) {
  const { t } = useTranslation('games');
  const face = cardFace(card);
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      className={[kind, className, red ? `${kind}-red` : ''].filter(Boolean).join(' ')}
      style={style}
      role="img"
      aria-label={cardWords(card, t)}
      data-testid={testId}
    >
      {face.rank}
      {face.suit}
    </span>
  );
}
