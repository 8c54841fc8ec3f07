import { useState } from 'react';

/**
 * A table's slip, the same on every in-house table: the bets placed so far, cleared by Clear and
 * after each round, and the last round's slip that Rebet places again. `cleared` says what a
 * cleared slip keeps (lucky numbers keep their picks); by default nothing.
 */
export function useTableSlip<Slip>(empty: Slip, cleared: (slip: Slip) => Slip = () => empty) {
  const [slip, setSlip] = useState<Slip>(empty);
  const [lastSlip, setLastSlip] = useState<Slip | null>(null);
  return {
    slip,
    setSlip,
    canRebet: lastSlip !== null,
    clear: () => setSlip(cleared),
    rebet: () => {
      if (lastSlip !== null) setSlip(lastSlip);
    },
    /** The round with this slip was played: keep it for Rebet and clear the table. */
    played: () => {
      setLastSlip(slip);
      setSlip(cleared(slip));
    },
  };
}
