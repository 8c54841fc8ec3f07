import type { TFunction } from '@platform/i18n';
import type { RouletteRound } from '../table';

/** A roulette round in words: its pocket and colour, "17 black". */
export function rouletteWords({ outcome }: RouletteRound, t: TFunction): string {
  return t('a11y.outcome.roulette', {
    pocket: outcome.pocket,
    colour: t(`a11y.colour.${outcome.colour}`),
  });
}
