import type { ReactNode } from 'react';

/**
 * What a bet spot says and what it shows: a screen reader reads `name` ("Bet on Player, ¥10.00
 * placed", from betSpotName) and the face (name, odds, chips; dice drawn as ⚂) is left to the
 * eye. A name in the content rather than an aria-label, so that what the spot shows never has
 * to match it word for word (docs/accessibility.md#names-and-landmarks).
 */
export function BetSpotName({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <span className="ui-visually-hidden">{name}</span>
      <span className="games-spot-face" aria-hidden="true">
        {children}
      </span>
    </>
  );
}
