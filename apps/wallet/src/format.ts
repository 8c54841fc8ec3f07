import { FEN_PER_YUAN, formatFen, type Fen } from '@platform/api-client';

/**
 * "2024-06-15 20:00:00" in the device's time zone (or the one given): like amounts, times read the
 * same in every language, and a player compares them with the clock on their phone.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** An amount as a bank app wants it pasted: "1234.50", no grouping. */
export function plainYuan(fen: Fen): string {
  return formatFen(fen).replace(/,/g, '');
}

/** An amount as typed yuan ("all", quick amounts): whole yuan without decimals ("500"), else "500.50". */
export function typedYuan(fen: Fen): string {
  return fen % FEN_PER_YUAN === 0 ? String(fen / FEN_PER_YUAN) : plainYuan(fen);
}
