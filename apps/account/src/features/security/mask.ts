/**
 * A confirmed real name with only its first character showing (张三 → 张*, John Smith →
 * J*** *****): the settings pages may be on screen in public, and the name is what bank cards
 * are checked against.
 */
export function maskRealName(name: string): string {
  const chars = [...name.trim()];
  return chars.map((c, i) => (i === 0 || c === ' ' ? c : '*')).join('');
}

/** The visible ends of a masked phone (138****5678), around the four digits it hides. */
export function phoneEnds(masked: string): { head: string; tail: string } | null {
  const match = /^(\d{3})\*{4}(\d{4})$/.exec(masked);
  return match ? { head: match[1]!, tail: match[2]! } : null;
}
