import { useTranslation } from '@platform/i18n';
import { Money } from '@platform/ui';
import { usePlayBaccaratMutation } from '@platform/api-client';
import {
  BetSpotName,
  betSpotName,
  PlayingCard,
  RoundNet,
  staggered,
  TableFrame,
  useTable,
} from '../../table';
import { BACCARAT_AREAS, BACCARAT_ODDS, placeChip, slipTotal, type BaccaratSlip } from '../bets';
import { baccaratWords } from '../outcome';
import '../baccarat.css';

import type { BaccaratBet, BaccaratRound } from '../../table';

function Hand({ side, round }: { side: 'player' | 'banker'; round: BaccaratRound }) {
  const { t } = useTranslation('games');
  const cards = side === 'player' ? round.outcome.playerCards : round.outcome.bankerCards;
  const total = side === 'player' ? round.outcome.playerTotal : round.outcome.bankerTotal;
  return (
    <div className={`bac-hand bac-hand-${side}`} data-testid={`bac-hand-${side}`}>
      <div className="bac-hand-title">
        {t(`baccarat.bet.${side}`)} <strong data-testid={`bac-total-${side}`}>{total}</strong>
      </div>
      <div className="bac-cards">
        {cards.map((card, i) => (
          <PlayingCard
            key={`${round.roundId}-${i}`}
            card={card}
            kind="bac-card"
            // Dealt in turn: player, banker, player, banker, then the third cards.
            style={staggered((side === 'player' ? i * 2 : i * 2 + 1) * 180)}
            testId="bac-card"
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The baccarat table (docs/product-rules.md#games): chips on Player, Banker, Tie and the pairs,
 * clear and rebet, Deal (playBaccarat), the cards dealt with a CSS animation, the totals, the
 * winner and what each bet returned, and the fairness panel.
 */
export default function BaccaratScreen({ platCode }: { platCode: string }) {
  const { t } = useTranslation('games');
  const [playBaccarat] = usePlayBaccaratMutation();
  const table = useTable<'baccarat', BaccaratSlip>({
    platCode,
    gameCode: 'baccarat',
    play: playBaccarat,
    empty: {},
    total: slipTotal,
    describe: baccaratWords,
  });
  const { slip, setSlip, round, sending, chip } = table;

  const returned = (bet: BaccaratBet) => round?.bets.find((b) => b.bet === bet);

  return (
    <TableFrame
      table={table}
      className="bac"
      testId="baccarat-screen"
      actions={{ rebetTestId: 'bac-rebet', playTestId: 'bac-deal', playLabel: t('baccarat.deal') }}
    >
      {round ? (
        <div className="bac-result" data-testid="bac-result" key={round.roundId}>
          <div className="bac-hands">
            <Hand side="player" round={round} />
            <Hand side="banker" round={round} />
          </div>
          <p className="bac-winner" data-testid="bac-winner">
            {t(`baccarat.winner.${round.outcome.winner}`)}
          </p>
          <RoundNet round={round} testId="bac-net" />
        </div>
      ) : (
        <p className="bac-idle">{t('baccarat.placeBets')}</p>
      )}

      <div className="bac-areas">
        {BACCARAT_AREAS.map((bet) => {
          const result = returned(bet);
          return (
            <button
              key={bet}
              type="button"
              className={`bac-area bac-area-${bet}`}
              disabled={sending}
              data-testid={`bac-area-${bet}`}
              onClick={() => setSlip((s) => placeChip(s, bet, chip))}
            >
              <BetSpotName name={betSpotName(t, t(`baccarat.bet.${bet}`), slip[bet])}>
                <span className="bac-area-name">{t(`baccarat.bet.${bet}`)}</span>
                <span className="bac-area-odds">{BACCARAT_ODDS[bet]}</span>
                {slip[bet] !== undefined && (
                  <span className="bac-area-stake" data-testid={`bac-stake-${bet}`}>
                    <Money fen={slip[bet]} />
                  </span>
                )}
                {result && slip[bet] === undefined && (
                  <span
                    className={`bac-area-return${result.returned > 0 ? ' bac-area-won' : ''}`}
                    data-testid={`bac-return-${bet}`}
                  >
                    <Money fen={result.returned} />
                  </span>
                )}
              </BetSpotName>
            </button>
          );
        })}
      </div>
    </TableFrame>
  );
}
