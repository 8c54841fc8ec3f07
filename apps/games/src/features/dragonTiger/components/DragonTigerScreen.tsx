import { useTranslation } from '@platform/i18n';
import { Money } from '@platform/ui';
import { usePlayDragonTigerMutation } from '@platform/api-client';
import { BetSpotName, betSpotName, PlayingCard, RoundNet, TableFrame, useTable } from '../../table';
import {
  DRAGON_TIGER_AREAS,
  dragonTigerOdds,
  placeChip,
  slipTotal,
  type DragonTigerBet,
  type DragonTigerRound,
  type DragonTigerSlip,
} from '../bets';
import { dragonTigerWords } from '../outcome';
import '../dragonTiger.css';

function Side({ side, round }: { side: 'dragon' | 'tiger'; round: DragonTigerRound }) {
  const { t } = useTranslation('games');
  const won = round.outcome.winner === side;
  return (
    <div className={`dt-side dt-side-${side}${won ? ' dt-side-won' : ''}`}>
      <div className="dt-side-title">{t(`dragonTiger.bet.${side}`)}</div>
      <PlayingCard
        card={round.outcome[side]}
        kind="dt-card"
        className={`dt-card-${side}`}
        testId={`dt-card-${side}`}
      />
    </div>
  );
}

/**
 * Dragon tiger (docs/product-rules.md#games): chips on Dragon, Tie, Tiger and Suited tie, Deal
 * (playDragonTiger), one card to each side turned over in CSS, the winner, what each bet
 * returned (half of a side bet back on a tie) and the fairness panel.
 */
export default function DragonTigerScreen({ platCode }: { platCode: string }) {
  const { t } = useTranslation('games');
  const [playDragonTiger] = usePlayDragonTigerMutation();
  const table = useTable<'dragonTiger', DragonTigerSlip>({
    platCode,
    gameCode: 'dragonTiger',
    play: playDragonTiger,
    empty: {},
    total: slipTotal,
    describe: dragonTigerWords,
  });
  const { slip, setSlip, round, sending, chip } = table;

  const returned = (bet: DragonTigerBet) => round?.bets.find((b) => b.bet === bet);

  return (
    <TableFrame
      table={table}
      className="dt"
      testId="dragon-tiger-screen"
      actions={{ rebetTestId: 'dt-rebet', playTestId: 'dt-deal', playLabel: t('dragonTiger.deal') }}
    >
      {round ? (
        <div className="dt-result" data-testid="dt-result" key={round.roundId}>
          <div className="dt-sides">
            <Side side="dragon" round={round} />
            <span className="dt-vs" aria-hidden="true">
              VS
            </span>
            <Side side="tiger" round={round} />
          </div>
          <p className="dt-winner" data-testid="dt-winner">
            {t(`dragonTiger.winner.${round.outcome.winner}`)}
            {round.outcome.suitedTie && ` · ${t('dragonTiger.bet.suitedTie')}`}
          </p>
          <RoundNet round={round} className="dt-net" testId="dt-net" />
        </div>
      ) : (
        <p className="dt-idle">{t('dragonTiger.placeBets')}</p>
      )}

      <div className="dt-areas">
        {DRAGON_TIGER_AREAS.map((bet) => {
          const result = returned(bet);
          return (
            <button
              key={bet}
              type="button"
              className={`dt-area dt-area-${bet}`}
              disabled={sending}
              data-testid={`dt-area-${bet}`}
              onClick={() => setSlip((s) => placeChip(s, bet, chip))}
            >
              <BetSpotName name={betSpotName(t, t(`dragonTiger.bet.${bet}`), slip[bet])}>
                <span className="dt-area-name">{t(`dragonTiger.bet.${bet}`)}</span>
                <span className="dt-area-odds">{dragonTigerOdds(bet)}</span>
                {slip[bet] !== undefined && (
                  <span className="dt-area-stake" data-testid={`dt-stake-${bet}`}>
                    <Money fen={slip[bet]} />
                  </span>
                )}
                {result && slip[bet] === undefined && (
                  <span
                    className={`dt-area-return${result.returned > result.stake ? ' dt-area-won' : ''}`}
                    data-testid={`dt-return-${bet}`}
                  >
                    <Money fen={result.returned} />
                  </span>
                )}
              </BetSpotName>
            </button>
          );
        })}
      </div>
      <p className="dt-rule">{t('dragonTiger.tieRule')}</p>
    </TableFrame>
  );
}
