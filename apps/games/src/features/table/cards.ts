/** The card's face on every card table (baccarat, dragon tiger): A, 2-10, J, Q, K and the suit's symbol. */
export function cardFace(card: { rank: number; suit: string }): { rank: string; suit: string } {
  const rank = card.rank === 1 ? 'A' : card.rank > 10 ? 'JQK'[card.rank - 11]! : String(card.rank);
  const suit = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' }[card.suit] ?? '?';
  return { rank, suit };
}
