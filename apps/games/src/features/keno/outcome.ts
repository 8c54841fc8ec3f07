import type { TFunction } from '@platform/i18n';
import type { KenoRound } from '../table';

/** A lucky numbers draw in words: the 20 numbers, the total and big or small, then the picks' hits. */
export function kenoWords({ outcome, bets }: KenoRound, t: TFunction): string {
  const draw = t('a11y.outcome.keno', {
    numbers: outcome.drawn.join(', '),
    total: outcome.total,
    result: t(`keno.result.${outcome.totalResult}`),
  });
  const pick = bets.find((b) => b.type === 'pick');
  if (!pick) return draw;
  const hits = t('keno.hitsOf', { hits: pick.hits ?? 0, n: pick.numbers?.length ?? 0 });
  return t('a11y.outcome.then', { first: draw, second: hits });
}
