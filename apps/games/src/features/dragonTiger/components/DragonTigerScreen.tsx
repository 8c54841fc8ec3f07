import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Money } from '@platform/ui';
import { usePlayDragonTigerMutation, type Fen } from '@platform/api-client';
import { cardFace } from '../../baccarat/bets';
import { FairnessPanel } from '../../fair/components/FairnessPanel';
import { useSeedState } from '../../fair/hooks/useSeedState';
import { ChipRack } from '../../table/components/ChipRack';
import { TableActions } from '../../table/components/TableActions';
import { CHIPS_FEN } from '../../table/chips';
import { usePlayRound } from '../../table/hooks/usePlayRound';
import {
  DRAGON_TIGER_AREAS,
  dragonTigerOdds,
  placeChip,
  slipTotal,
  type DragonTigerBet,
  type DragonTigerRound,
  type DragonTigerSlip,
} from '../bets';
import '../dragonTiger.css';

function Side({ side, round }: { side: 'dragon' | 'tiger'; round: DragonTigerRound }) {
  const { t } = useTranslation('games');
  const card = round.outcome[side];
  const face = cardFace(card);
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const won = round.outcome.winner === side;
  return (
    <div className={`dt-side dt-side-${side}${won ? ' dt-side-won' : ''}`}>
      <div className="dt-side-title">{t(`dragonTiger.bet.${side}`)}</div>
      <span
        className={`dt-card dt-card-${side}${red ? ' dt-card-red' : ''}`}
        data-testid={`dt-card-${side}`}
      >
        {face.rank}
        {face.suit}
      </span>
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
  const [chip, setChip] = useState<Fen>(CHIPS_FEN[1]!);
  const [slip, setSlip] = useState<DragonTigerSlip>({});
  const [lastSlip, setLastSlip] = useState<DragonTigerSlip | null>(null);
  const [round, setRound] = useState<DragonTigerRound | null>(null);
  const { seed, setSeed } = useSeedState();
  const [playDragonTiger] = usePlayDragonTigerMutation();
  const { deal, retry, sending, outcomeUnknown } = usePlayRound<DragonTigerSlip>(
    platCode,
    playDragonTiger,
  );
  const total = slipTotal(slip);

  const show = (answer: Awaited<ReturnType<typeof deal>>) => {
    if (!answer || answer.round.gameCode !== 'dragonTiger') return;
    setRound(answer.round);
    setSeed(answer.nextSeed);
    setLastSlip(slip);
    setSlip({});
  };

  const returned = (bet: DragonTigerBet) => round?.bets.find((b) => b.bet === bet);

  return (
    <section className="dt" data-testid="dragon-tiger-screen">
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
          <p className="dt-net" data-testid="dt-net">
            {t('play.returned')} <Money fen={round.returned} /> · {t('play.stake')}{' '}
            <Money fen={round.stake} />
          </p>
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
            </button>
          );
        })}
      </div>
      <p className="dt-rule">{t('dragonTiger.tieRule')}</p>

      <ChipRack chip={chip} onChip={setChip} />

      <TableActions
        rebetTestId="dt-rebet"
        playTestId="dt-deal"
        playLabel={t('dragonTiger.deal')}
        total={total}
        sending={sending}
        canRebet={lastSlip !== null}
        outcomeUnknown={outcomeUnknown}
        onClear={() => setSlip({})}
        onRebet={() => {
          if (lastSlip) setSlip(lastSlip);
        }}
        onPlay={() => void deal(slip).then(show)}
        onRetry={() => void retry().then(show)}
      />

      <FairnessPanel seed={seed} lastRoundId={round?.roundId ?? null} onSeed={setSeed} />
    </section>
  );
}
