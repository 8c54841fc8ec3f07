import type { TFunction } from '@platform/i18n';

/**
 * A bet spot's accessible name in the player's language (docs/accessibility.md#names-and-landmarks):
 * "Bet on Player", and with chips on it "Bet on Player, CN¥10.00 placed" (the amount in the member's currency). It starts with the
 * spot's visible name, so a player who says what they see still reaches it.
 */
export function betSpotName(t: TFunction, bet: string, stakeFen?: number): string {
  const name = t('a11y.betOn', { bet });
  return stakeFen === undefined || stakeFen === 0
    ? name
    : t('a11y.placed', { name, amount: stakeFen });
}
