import { useState } from 'react';
import { useSeedState } from '../../fair';
import type { InhouseRound, PlayAnswer } from '../types';

type GameCode = InhouseRound['gameCode'];

/**
 * The round a table shows and the seeds of the next one: a play answer for this game replaces
 * both (the answer carries the next commitment, docs/product-rules.md#games). `show` answers the
 * round it showed, or null when there was no answer.
 */
export function useShownRound<Game extends GameCode>(gameCode: Game) {
  type Round = Extract<InhouseRound, { gameCode: Game }>;
  const [round, setRound] = useState<Round | null>(null);
  const { seed, setSeed } = useSeedState();
  const show = (answer: PlayAnswer | null): Round | null => {
    if (!answer || answer.round.gameCode !== gameCode) return null;
    const shown = answer.round as Round;
    setRound(shown);
    setSeed(answer.nextSeed);
    return shown;
  };
  return { round, seed, setSeed, show };
}
