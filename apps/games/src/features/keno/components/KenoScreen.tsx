import { useTranslation } from '@platform/i18n';
import { Button, useMoney } from '@platform/ui';
import { usePlayKenoMutation, type Fen } from '@platform/api-client';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_TOTAL_MIDPOINT } from '@platform/fair-games';
import {
  BetSpotName,
  betSpotName,
  RoundNet,
  TableFrame,
  CHIPS_FEN,
  staggered,
  useTable,
} from '../../table';
import {
  BALL_DELAY_MS,
  EMPTY_SLIP,
  KENO_AREAS,
  payingRows,
  paysLabel,
  placeChip,
  quickPick,
  slipBets,
  slipTotal,
  togglePick,
  type KenoSlip,
} from '../bets';
import { kenoWords } from '../outcome';
import { KenoDraw } from './KenoDraw';
import '../keno.css';

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
/** Clear and a played round keep the picked numbers and take the chips off. */
const keepPicks = (slip: KenoSlip): KenoSlip => ({ ...EMPTY_SLIP, picks: slip.picks });

/**
 * Lucky numbers (docs/product-rules.md#games): an 8 × 10 grid to pick 1–10 numbers, a quick pick,
 * the picks' paytable, big and small on the total, Draw (playKeno), the 20 balls revealed one by
 * one with the hits marked, and each bet's return.
 */
export default function KenoScreen({ platCode }: { platCode: string }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const [playKeno] = usePlayKenoMutation();
  const table = useTable({
    platCode,
    gameCode: 'keno',
    play: playKeno,
    empty: EMPTY_SLIP,
    cleared: keepPicks,
    total: (s: KenoSlip) => slipTotal(s) as Fen,
    toBets: slipBets,
    firstChip: CHIPS_FEN[0]!,
    describe: kenoWords,
  });
  const { slip, setSlip, round, sending, chip } = table;
  const drawnAt = new Map(round?.outcome.drawn.map((n, i) => [n, i]) ?? []);
  const roundPicks = round?.bets.find((b) => b.type === 'pick')?.numbers ?? [];

  const pickCell = (n: number) => {
    const picked = slip.picks.includes(n);
    const at = drawnAt.get(n);
    const hit = at !== undefined && roundPicks.includes(n);
    const className = [
      'keno-num',
      picked ? 'keno-picked' : '',
      at !== undefined ? 'keno-drawn' : '',
      hit ? 'keno-hit' : '',
    ].join(' ');
    return (
      <button
        key={`${round?.roundId ?? ''}-${n}`}
        type="button"
        className={className}
        style={at !== undefined ? staggered(at * BALL_DELAY_MS) : undefined}
        aria-pressed={picked}
        disabled={sending || (!picked && slip.picks.length >= KENO_MAX_PICKS)}
        data-testid={`keno-num-${n}`}
        onClick={() => setSlip((s) => ({ ...s, picks: togglePick(s.picks, n) }))}
      >
        {n}
      </button>
    );
  };

  const areaOdds = (area: (typeof KENO_AREAS)[number]) =>
    area === 'pick'
      ? t('keno.picked', { n: slip.picks.length, max: KENO_MAX_PICKS })
      : t(`keno.${area}Hint`, { midpoint: KENO_TOTAL_MIDPOINT });

  return (
    <TableFrame
      table={table}
      className="keno"
      testId="keno-screen"
      actions={{ rebetTestId: 'keno-rebet', playTestId: 'keno-draw', playLabel: t('keno.draw') }}
      after={round && <RoundNet round={round} className="keno-summary" />}
    >
      {round && <KenoDraw round={round} />}

      <p className="keno-hint">{t('keno.pickHint', { max: KENO_MAX_PICKS })}</p>
      <div className="keno-grid" data-testid="keno-grid">
        {NUMBERS.map(pickCell)}
      </div>
      <div className="keno-pick-actions">
        <Button
          size="mini"
          disabled={sending}
          data-testid="keno-quick-pick"
          onClick={() => setSlip((s) => ({ ...s, picks: quickPick(s.picks.length || 5) }))}
        >
          {t('keno.quickPick')}
        </Button>
        <Button
          size="mini"
          disabled={sending || slip.picks.length === 0}
          onClick={() => setSlip((s) => ({ ...s, picks: [] }))}
        >
          {t('keno.clearPicks')}
        </Button>
      </div>

      {slip.picks.length > 0 && (
        <table className="keno-paytable" data-testid="keno-paytable">
          <caption>{t('keno.paytable', { n: slip.picks.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('keno.hits')}</th>
              <th scope="col">{t('keno.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {payingRows(slip.picks.length).map((row) => (
              <tr key={row.hits}>
                <td>{row.hits}</td>
                <td>{paysLabel(row.paysPerTen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="keno-areas">
        {KENO_AREAS.map((area) => {
          const stake = area === 'pick' && slip.picks.length === 0 ? 0 : slip[area];
          return (
            <button
              key={area}
              type="button"
              className={`keno-area keno-area-${area}`}
              disabled={sending || (area === 'pick' && slip.picks.length === 0)}
              data-testid={`keno-area-${area}`}
              onClick={() => setSlip((s) => placeChip(s, area, chip))}
            >
              <BetSpotName name={betSpotName(t, t(`keno.bet.${area}`), stake)}>
                <span className="keno-area-name">{t(`keno.bet.${area}`)}</span>
                <span className="keno-area-odds">{areaOdds(area)}</span>
                {stake > 0 && (
                  <span className="keno-area-stake" data-testid={`keno-stake-${area}`}>
                    {money.typed(stake as Fen)}
                  </span>
                )}
              </BetSpotName>
            </button>
          );
        })}
      </div>
      <p className="keno-hint">{t('keno.midpointRule', { midpoint: KENO_TOTAL_MIDPOINT })}</p>
    </TableFrame>
  );
}
