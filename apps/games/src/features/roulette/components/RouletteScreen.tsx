import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Button, Money, prefersReducedMotion, useMoney } from '@platform/ui';
import { usePlayRouletteMutation } from '@platform/api-client';
import { BetSpotName, betSpotName, RoundNet, TableFrame, useTable } from '../../table';
import {
  OUTSIDE_BETS,
  betsTotal,
  placeBet,
  split,
  stakeOn,
  straight,
  tapBet,
  TAP_MODES,
  type LayoutBet,
  type OutsideBet,
  type PlacedBet,
  type TapMode,
} from '../layout';
import { pocketColour, spinTo } from '../wheel';
import { rouletteWords } from '../outcome';
import { RouletteWheel } from './RouletteWheel';
import '../roulette.css';

/** The layout's rows, top to bottom: 3, 6, … 36 / 2, 5, … 35 / 1, 4, … 34. */
const ROWS = [3, 2, 1].map((first) => Array.from({ length: 12 }, (_, i) => first + i * 3));
const OUTSIDE_ROWS: OutsideBet[][] = [
  ['dozen1', 'dozen2', 'dozen3'],
  ['low', 'even', 'red', 'black', 'odd', 'high'],
  ['column1', 'column2', 'column3'],
];

/**
 * European roulette (docs/product-rules.md#games): the layout (numbers with their colours, dozens,
 * columns and the even chances), straight bets by tapping a number, street, corner and six-line
 * modes (a tap places that bet from the number) and splits in split mode (tap
 * two neighbours), Spin (playRoulette), the wheel turning to the pocket, the result and returns.
 */
export default function RouletteScreen({ platCode }: { platCode: string }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const [mode, setMode] = useState<TapMode>('straight');
  const [splitFrom, setSplitFrom] = useState<number | null>(null);
  const [rotation, setRotation] = useState(0);
  const [landed, setLanded] = useState(true);
  const [playRoulette] = usePlayRouletteMutation();
  const table = useTable<'roulette', PlacedBet[]>({
    platCode,
    gameCode: 'roulette',
    play: playRoulette,
    empty: [],
    total: betsTotal,
    onRound: (spun) => {
      // Without motion the wheel stands at the pocket at once; else the hit shows when it stops.
      setLanded(prefersReducedMotion());
      setRotation((r) => spinTo(r, spun.outcome.pocket));
    },
    describe: rouletteWords,
  });
  const { slip: bets, setSlip: setBets, round, sending, chip } = table;

  const place = (bet: LayoutBet) => setBets((b) => placeBet(b, bet, chip));
  const tapNumber = (n: number) => {
    if (mode === 'straight') return place(straight(n));
    if (mode !== 'split') {
      const bet = tapBet(mode, n);
      return bet ? place(bet) : undefined;
    }
    if (splitFrom === null || splitFrom === n) return setSplitFrom(splitFrom === n ? null : n);
    const bet = split(splitFrom, n);
    if (bet) place(bet);
    setSplitFrom(bet ? null : n);
  };

  const numberCell = (n: number) => {
    const stake = stakeOn(bets, straight(n));
    const hit = landed && round?.outcome.pocket === n;
    return (
      <button
        key={n}
        type="button"
        className={`rou-num rou-${pocketColour(n)}${splitFrom === n ? ' rou-picked' : ''}${hit ? ' rou-hit' : ''}`}
        data-testid={`rou-num-${n}`}
        disabled={sending}
        onClick={() => tapNumber(n)}
      >
        <BetSpotName name={betSpotName(t, String(n), stake)}>
          {n}
          {stake !== undefined && <span className="rou-stake">{money.typed(stake)}</span>}
        </BetSpotName>
      </button>
    );
  };

  return (
    <TableFrame
      table={table}
      className="rou"
      testId="roulette-screen"
      actions={{ rebetTestId: 'rou-rebet', playTestId: 'rou-spin', playLabel: t('roulette.spin') }}
    >
      <div className="rou-top">
        <div onTransitionEnd={() => setLanded(true)}>
          <RouletteWheel rotation={rotation} pocket={round?.outcome.pocket ?? null} />
        </div>
        {round && (
          <div className="rou-result" data-testid="rou-result">
            <span className={`rou-ball rou-${round.outcome.colour}`} data-testid="rou-pocket">
              {round.outcome.pocket}
            </span>
            <RoundNet round={round} />
            <ul className="rou-returns">
              {round.bets.map((b) => {
                const where = b.numbers?.join('/') ?? b.index ?? '';
                return (
                  <li key={`${b.type}:${where}`} data-testid="rou-bet-result">
                    {t(`roulette.bet.${b.type}`)} {where} <Money fen={b.stake} /> ·{' '}
                    {t('play.returned')} <Money fen={b.returned} />
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>

      <div className="rou-modes">
        {TAP_MODES.map((m) => (
          <Button
            key={m}
            size="mini"
            color={mode === m ? 'primary' : 'default'}
            aria-pressed={mode === m}
            data-testid={`rou-mode-${m}`}
            onClick={() => {
              setMode(m);
              setSplitFrom(null);
            }}
          >
            {t(`roulette.mode.${m}`)}
          </Button>
        ))}
      </div>

      <div className="rou-layout" data-testid="rou-layout">
        <div className="rou-zero">{numberCell(0)}</div>
        <div className="rou-grid">{ROWS.map((row) => row.map(numberCell))}</div>
        {OUTSIDE_ROWS.map((row, i) => (
          <div key={i} className={`rou-outside rou-outside-${row.length}`}>
            {row.map((key) => {
              const stake = stakeOn(bets, OUTSIDE_BETS[key]);
              return (
                <button
                  key={key}
                  type="button"
                  className={`rou-out rou-out-${key}`}
                  disabled={sending}
                  data-testid={`rou-out-${key}`}
                  onClick={() => place(OUTSIDE_BETS[key])}
                >
                  <BetSpotName name={betSpotName(t, t(`roulette.outside.${key}`), stake)}>
                    {t(`roulette.outside.${key}`)}
                    {stake !== undefined && <span className="rou-stake">{money.typed(stake)}</span>}
                  </BetSpotName>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </TableFrame>
  );
}
