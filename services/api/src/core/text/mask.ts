// Masks cut whole characters: a UTF-16 slice can split an emoji or a rare CJK character into a
// lone surrogate, which PostgreSQL's jsonb refuses (a 500 on an account bound with such a name).

/** The first `n` characters (code points) of `value`. */
export function firstChars(value: string, n: number): string {
  return Array.from(value).slice(0, n).join('');
}

/** The last `n` characters (code points) of `value`. */
export function lastChars(value: string, n: number): string {
  const chars = Array.from(value);
  return chars.slice(Math.max(0, chars.length - n)).join('');
}
