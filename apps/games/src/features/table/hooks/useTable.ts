import { useState } from 'react';
import type { Fen } from '@platform/api-client';
import { useTranslation, type TFunction } from '@platform/i18n';
import { announce, type SendResult } from '@platform/ui';
import type { SeedState } from '../../fair';
import { CHIPS_FEN } from '../chips';
import { roundWords } from '../outcome';
import type { InhouseRound, PlayAnswer } from '../types';
import { usePlayRound } from './usePlayRound';
import { useShownRound } from './useShownRound';
import { useTableSlip } from './useTableSlip';

type GameCode = InhouseRound['gameCode'];

/** What `TableFrame` needs of a table: the chip, the slip's total and actions, the round, the seeds. */
export interface TableState {
  chip: Fen;
  setChip: (chip: Fen) => void;
  total: Fen;
  canRebet: boolean;
  clear: () => void;
  rebet: () => void;
  /** Plays the slip (deal, spin, roll, draw): a money submit, one at a time. */
  play: () => void;
  /** Resends the round that got no answer, with the same key. */
  retry: () => void;
  sending: boolean;
  outcomeUnknown: boolean;
  round: { roundId: string } | null;
  seed: SeedState | undefined;
  setSeed: (seed: SeedState) => void;
}

/**
 * Everything an in-house table holds besides its board (docs/product-rules.md#games): the chip,
 * the slip with Clear and Rebet, the round played as a money submit (`usePlayRound`), the round
 * shown and the next seeds. A round shown clears the slip (keeping it for Rebet); `onRound` lets
 * a table animate it (the roulette wheel). `toBets` turns the slip into the call's bets. A round
 * shown is read out in words through the live region: `describe` words its outcome (the cards, the
 * pocket, the dice) and what it paid is added (docs/accessibility.md#live-region).
 */
export function useTable<Game extends GameCode, Slip, Bets = Slip>({
  platCode,
  gameCode,
  play,
  empty,
  total,
  cleared,
  toBets = (slip) => slip as unknown as Bets,
  firstChip = CHIPS_FEN[1]!,
  onRound,
  describe,
}: {
  platCode: string;
  gameCode: Game;
  play: (args: { bets: Bets; idempotencyKey: string }) => Promise<SendResult<PlayAnswer>>;
  empty: Slip;
  total: (slip: Slip) => Fen;
  cleared?: (slip: Slip) => Slip;
  toBets?: (slip: Slip) => Bets;
  firstChip?: Fen;
  onRound?: (round: Extract<InhouseRound, { gameCode: Game }>) => void;
  describe: (round: Extract<InhouseRound, { gameCode: Game }>, t: TFunction) => string;
}) {
  const { t } = useTranslation('games');
  const [chip, setChip] = useState<Fen>(firstChip);
  const { played, ...slip } = useTableSlip<Slip>(empty, cleared);
  const { round, seed, setSeed, show } = useShownRound(gameCode);
  const { deal, retry, sending, outcomeUnknown } = usePlayRound<Bets>(platCode, play);
  const shown = (answer: PlayAnswer | null) => {
    const next = show(answer);
    if (!next) return;
    onRound?.(next);
    announce(roundWords(describe(next, t), next, t));
    played();
  };
  return {
    ...slip,
    chip,
    setChip,
    total: total(slip.slip),
    round,
    seed,
    setSeed,
    sending,
    outcomeUnknown,
    play: () => void deal(toBets(slip.slip)).then(shown),
    retry: () => void retry().then(shown),
  };
}
