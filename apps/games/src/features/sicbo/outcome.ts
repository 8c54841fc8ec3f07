import type { TFunction } from '@platform/i18n';
import type { SicboRound } from './board';

/** Big and small on the total (4-10 small, 11-17 big); a triple is neither. */
function size({ total, triple }: SicboRound['outcome']): 'big' | 'small' | 'triple' {
  if (triple) return 'triple';
  return total >= 11 ? 'big' : 'small';
}

/** A sic bo round in words: "2, 4, 6: total 12, big". */
export function sicboWords({ outcome }: SicboRound, t: TFunction): string {
  return t('a11y.outcome.sicbo', {
    dice: outcome.dice.join(', '),
    total: outcome.total,
    size: t(`a11y.outcome.size.${size(outcome)}`),
  });
}
