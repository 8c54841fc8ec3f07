import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Button, Money, useMoney } from '@platform/ui';
import { usePlaySicboMutation, type Fen } from '@platform/api-client';
import { BetSpotName, betSpotName, RoundNet, TableFrame, useTable } from '../../table';
import {
  COMBINATIONS,
  DOUBLES,
  SINGLES,
  TOP_ROW,
  TOTALS,
  TRIPLES,
  betKey,
  dieFace,
  oddsLabel,
  placeChip,
  recordedOdds,
  slipTotal,
  stakeOn,
  type SicboWireBet,
} from '../board';
import { sicboWords } from '../outcome';
import { SicboDice } from './SicboDice';
import '../sicbo.css';

const SECTIONS = ['board', 'combinations'] as const;
type Section = (typeof SECTIONS)[number];

/** What a spot shows: the bet's name or its dice, e.g. "Big", "9", "⚂⚂⚂", "⚁⚄". */
function useSpotName() {
  const { t } = useTranslation('games');
  return (bet: SicboWireBet): string => {
    switch (bet.type) {
      case 'total':
        return String(bet.total);
      case 'triple':
        return dieFace(bet.face).repeat(3);
      case 'double':
        return dieFace(bet.face).repeat(2);
      case 'single':
        return dieFace(bet.face);
      case 'combination':
        return bet.faces.map(dieFace).join('');
      default:
        return t(`sicbo.bet.${bet.type}`);
    }
  };
}

/** A spot's name in words, where the screen shows dice: "Triple 3", "2 and 5", "Total 9". */
function useSpotWords() {
  const { t } = useTranslation('games');
  return (bet: SicboWireBet): string => {
    switch (bet.type) {
      case 'total':
        return t('a11y.sicbo.total', { total: bet.total });
      case 'triple':
      case 'double':
      case 'single':
        return t(`a11y.sicbo.${bet.type}`, { face: bet.face });
      case 'combination':
        return t('a11y.sicbo.combination', { first: bet.faces[0], second: bet.faces[1] });
      default:
        return t(`sicbo.bet.${bet.type}`);
    }
  };
}

/**
 * Sic bo (docs/product-rules.md#games): the board (big, small, odd, even, any triple, the totals,
 * triples, doubles and single numbers; the two-face combinations on a second tab), each spot with
 * its odds, Roll (playSicbo), the dice tumbling in CSS, each bet's return and the fairness panel.
 */
export default function SicboScreen({ platCode }: { platCode: string }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const spotName = useSpotName();
  const spotWords = useSpotWords();
  const [section, setSection] = useState<Section>('board');
  const [playSicbo] = usePlaySicboMutation();
  const table = useTable<'sicbo', SicboWireBet[]>({
    platCode,
    gameCode: 'sicbo',
    play: playSicbo,
    empty: [],
    total: slipTotal,
    describe: sicboWords,
  });
  const { slip, setSlip, round, sending, chip } = table;

  const spot = (bet: SicboWireBet, wide = false) => {
    const key = betKey(bet);
    const stake = stakeOn(slip, bet);
    const won = round?.bets.some((b) => betKey(b) === key && b.returned > 0);
    return (
      <button
        key={key}
        type="button"
        className={`sic-spot${wide ? ' sic-spot-wide' : ''}${won ? ' sic-spot-won' : ''}`}
        disabled={sending}
        data-testid={`sic-spot-${key}`}
        onClick={() => setSlip((s) => placeChip(s, bet, chip))}
      >
        <BetSpotName name={betSpotName(t, spotWords(bet), stake)}>
          <span className="sic-spot-name">{spotName(bet)}</span>
          <span className="sic-spot-odds">{oddsLabel(bet)}</span>
          {stake !== undefined && <span className="sic-stake">{money.typed(stake as Fen)}</span>}
        </BetSpotName>
      </button>
    );
  };

  return (
    <TableFrame
      table={table}
      className="sic"
      testId="sicbo-screen"
      actions={{ rebetTestId: 'sic-rebet', playTestId: 'sic-roll', playLabel: t('sicbo.roll') }}
    >
      <SicboDice
        roundId={round?.roundId ?? null}
        dice={round?.outcome.dice ?? []}
        total={round?.outcome.total ?? null}
        triple={round?.outcome.triple ?? false}
      />
      {round ? (
        <div className="sic-result" data-testid="sic-result">
          <RoundNet round={round} />
          <ul className="sic-returns">
            {round.bets.map((b) => (
              <li key={betKey(b)} data-testid="sic-bet-result">
                {spotName(b as SicboWireBet)} ({recordedOdds(b)}) <Money fen={b.stake} /> ·{' '}
                {t('play.returned')} <Money fen={b.returned} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="sic-idle">{t('sicbo.placeBets')}</p>
      )}

      <div className="sic-tabs">
        {SECTIONS.map((s) => (
          <Button
            key={s}
            size="mini"
            color={section === s ? 'primary' : 'default'}
            aria-pressed={section === s}
            data-testid={`sic-section-${s}`}
            onClick={() => setSection(s)}
          >
            {t(`sicbo.section.${s}`)}
          </Button>
        ))}
      </div>

      {section === 'board' ? (
        <div className="sic-board" data-testid="sic-board">
          <div className="sic-row sic-row-5">{TOP_ROW.map((bet) => spot(bet, true))}</div>
          <p className="sic-rule">{t('sicbo.loseOnTriple')}</p>
          <div className="sic-row sic-row-7">{TOTALS.map((bet) => spot(bet))}</div>
          <div className="sic-row sic-row-6">{TRIPLES.map((bet) => spot(bet))}</div>
          <div className="sic-row sic-row-6">{DOUBLES.map((bet) => spot(bet))}</div>
          <div className="sic-row sic-row-6">{SINGLES.map((bet) => spot(bet))}</div>
        </div>
      ) : (
        <div className="sic-row sic-row-5" data-testid="sic-combinations">
          {COMBINATIONS.map((bet) => spot(bet))}
        </div>
      )}
    </TableFrame>
  );
}
