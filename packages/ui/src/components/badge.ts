/** A badge's text: the count, capped so it fits a tab or a row. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
