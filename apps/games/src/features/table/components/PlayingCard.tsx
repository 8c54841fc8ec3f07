import type { CSSProperties } from 'react';
import { cardFace } from '../cards';

/**
 * A card's face as the card tables show it (baccarat, dragon tiger): its rank and suit, red for
 * hearts and diamonds; `kind` is the table's card class (`bac-card`, `dt-card`), which styles it.
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
  const face = cardFace(card);
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      className={[kind, className, red ? `${kind}-red` : ''].filter(Boolean).join(' ')}
      style={style}
      data-testid={testId}
    >
      {face.rank}
      {face.suit}
    </span>
  );
}
