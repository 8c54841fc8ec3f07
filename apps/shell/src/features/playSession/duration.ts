/**
 * Whole minutes played as the reality check says them: "25 min" under an hour, "1 h 05 min" from
 * an hour (docs/product-rules.md#responsible-gambling). Answers the shell.json key and its values.
 */
export function playedDuration(minutes: number): {
  key: 'playSession.duration.minutes' | 'playSession.duration.hours';
  values: { hours?: number; minutes: string };
} {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60)
    return { key: 'playSession.duration.minutes', values: { minutes: String(whole) } };
  return {
    key: 'playSession.duration.hours',
    values: { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') },
  };
}

/** A session's net result with its sign: "+12.50" won, "-3.00" lost, "0.00" even. */
export function signedFen(formatted: string, fen: number): string {
  return fen > 0 ? `+${formatted}` : formatted;
}
