import { useTranslation } from '@platform/i18n';
import { Money, MoneyFormFooter, useMoney } from '@platform/ui';
import { usePlaySlotMutation, type Fen } from '@platform/api-client';
import {
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_SYMBOLS,
  slotWindow,
  type SlotSymbol,
} from '@platform/fair-games';
import { RoundNet, staggered, TableFrame, useTable } from '../../table';
import { LINE_STAKES_FEN, SYMBOL_FACE, winningCells } from '../reels';
import { slotWords } from '../outcome';
import '../slot.css';

/** The stake per line is the slot's slip: a spin keeps it for the next one. */
const keepStake = (lineStake: number) => lineStake;

/** What the reels show before the first spin: the strips' first three symbols. */
const IDLE_WINDOW = slotWindow([0, 0, 0, 0, 0]);

function SymbolFace({ symbol }: { symbol: SlotSymbol }) {
  const { t } = useTranslation('games');
  return (
    <span
      className={`slot-sym slot-sym-${symbol}`}
      role="img"
      aria-label={t(`slot.symbol.${symbol}`)}
    >
      {SYMBOL_FACE[symbol]}
    </span>
  );
}

/**
 * The slot (docs/product-rules.md#games): 5 reels of 3 rows, the stake per line on all 10 lines,
 * Spin (playSlot), the reels dropping in one after the other (CSS only), the paying lines'
 * cells highlighted with each line's win, the paytable and the fairness panel.
 */
export default function SlotScreen({ platCode }: { platCode: string }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const [playSlot] = usePlaySlotMutation();
  const table = useTable({
    platCode,
    gameCode: 'slot',
    play: playSlot,
    empty: LINE_STAKES_FEN[2] as number,
    cleared: keepStake,
    total: (stake: number) => (stake * SLOT_LINES.length) as Fen,
    toBets: (stake: number) => ({ lineStake: stake }),
    describe: slotWords,
  });
  const { slip: lineStake, setSlip: setLineStake, round, sending, total } = table;
  const window = round?.outcome.window ?? IDLE_WINDOW;
  const lit = winningCells(round?.outcome.lineWins ?? []);

  return (
    <TableFrame table={table} className="slot" testId="slot-screen">
      <div className={`slot-reels${sending ? ' slot-spinning' : ''}`} data-testid="slot-reels">
        {window.map((rows, reel) => (
          <div
            // A new key per round restarts the drop animation.
            key={`${round?.roundId ?? 'idle'}-${reel}`}
            className="slot-reel"
            style={staggered(reel * 120)}
          >
            {rows.map((symbol, row) => (
              <div
                key={row}
                className={`slot-cell${lit.has(`${reel}:${row}`) ? ' slot-cell-win' : ''}`}
                data-testid={`slot-cell-${reel}-${row}`}
              >
                <SymbolFace symbol={symbol as SlotSymbol} />
              </div>
            ))}
          </div>
        ))}
      </div>

      {round && (
        <div className="slot-result" data-testid="slot-result">
          <RoundNet round={round} className="slot-summary" returnedTestId="slot-returned" />
          {round.outcome.lineWins.length === 0 ? (
            <p>{t('slot.noWin')}</p>
          ) : (
            <ul className="slot-wins">
              {round.outcome.lineWins.map((win) => (
                <li key={win.line} data-testid="slot-line-win">
                  {t('slot.line', { line: win.line + 1 })}: {win.count} ×{' '}
                  <SymbolFace symbol={win.symbol} /> {t('slot.pays', { pays: win.pays })} ·{' '}
                  <Money fen={win.returned} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="slot-stakes" role="radiogroup" aria-label={t('slot.lineStake')}>
        <span className="slot-stakes-label">{t('slot.lineStake')}</span>
        {LINE_STAKES_FEN.map((fen) => (
          <button
            key={fen}
            type="button"
            role="radio"
            aria-checked={fen === lineStake}
            className={`slot-stake${fen === lineStake ? ' slot-stake-on' : ''}`}
            disabled={sending}
            data-testid={`slot-stake-${fen}`}
            onClick={() => setLineStake(fen)}
          >
            {money.typed(fen as Fen)}
          </button>
        ))}
      </div>
      <p className="slot-hint">
        {t('slot.lines', { n: SLOT_LINES.length })} · {t('slot.totalStake')} <Money fen={total} />
      </p>
      <MoneyFormFooter
        label={
          <>
            {t('slot.spin')} <Money fen={total} />
          </>
        }
        testId="slot-spin"
        // Named and disabled while the spin is on its way, as the tables' play button
        // (TableActions): the kit's loading button has no name (docs/accessibility.md#names-and-landmarks).
        disabled={sending}
        sending={false}
        outcomeUnknown={table.outcomeUnknown}
        onSubmit={table.play}
        onRetry={table.retry}
      />

      <details className="slot-paytable">
        <summary>{t('slot.paytable')}</summary>
        <p className="slot-hint">{t('slot.wildHint')}</p>
        <table>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody>
            {SLOT_SYMBOLS.map((symbol) => (
              <tr key={symbol}>
                <th scope="row">
                  <SymbolFace symbol={symbol} />
                </th>
                {[3, 4, 5].map((count) => (
                  <td key={count}>{SLOT_PAYTABLE[symbol][count]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </TableFrame>
  );
}
