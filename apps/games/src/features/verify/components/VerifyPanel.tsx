import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { selectIsLogin, useAppSelector, useGetInhouseRoundQuery } from '@platform/api-client';
import { Button, CheckOutline, List, QueryState } from '@platform/ui';
import { Input } from '@platform/ui/forms';
import { cardFace } from '../../table';
import type { InhouseRound } from '../../table';
import { dieFace } from '../../sicbo';
import { RulesLink } from '../../rules';
import { SYMBOL_FACE, SlotStops } from '../../slot';
import { VERIFY_GAMES, verify, type Verdict, type VerifyGame, type VerifyInput } from '../replay';

const EMPTY: Omit<VerifyInput, 'nonce'> & { nonce: string } = {
  game: 'baccarat',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
};

function inputOf(round: InhouseRound): typeof EMPTY {
  return {
    game: round.gameCode,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  };
}

function Outcome({ verdict }: { verdict: Verdict }) {
  const { t } = useTranslation('games');
  const { replayed } = verdict;
  if (replayed.game === 'roulette') {
    return (
      <p data-testid="verify-outcome">{t('verify.pocket', { pocket: replayed.outcome.pocket })}</p>
    );
  }
  const hand = (cards: readonly { rank: number; suit: string }[]) =>
    cards.map((c) => Object.values(cardFace(c)).join('')).join(' ');
  if (replayed.game === 'sicbo') {
    const { dice, total } = replayed.outcome;
    return (
      <p data-testid="verify-outcome">
        {dice.map(dieFace).join(' ')} ({dice.join('-')}) · {t('sicbo.total', { total })}
      </p>
    );
  }
  if (replayed.game === 'keno') {
    const { drawn, total } = replayed.outcome;
    return (
      <p data-testid="verify-outcome">
        {t('keno.verifyOutcome', { numbers: drawn.join(', '), total })}
      </p>
    );
  }
  if (replayed.game === 'slot') {
    const { stops, window } = replayed.outcome;
    return (
      <>
        <p data-testid="verify-outcome">
          {t('slot.verifyOutcome', { stops: stops.join(', ') })} ·{' '}
          {window.map((reel) => reel.map((symbol) => SYMBOL_FACE[symbol]).join('')).join(' ')}
        </p>
        {/* Stops to symbols on the published strips, as the rules page explains. */}
        <SlotStops stops={stops} />
      </>
    );
  }
  if (replayed.game === 'dragonTiger') {
    const { dragon, tiger, winner } = replayed.outcome;
    return (
      <p data-testid="verify-outcome">
        {t('dragonTiger.bet.dragon')} {hand([dragon])} · {t('dragonTiger.bet.tiger')}{' '}
        {hand([tiger])} · {t(`dragonTiger.winner.${winner}`)}
      </p>
    );
  }
  const o = replayed.outcome;
  return (
    <p data-testid="verify-outcome">
      {t('baccarat.bet.player')} {hand(o.player)} ({o.playerTotal}) · {t('baccarat.bet.banker')}{' '}
      {hand(o.banker)} ({o.bankerTotal}) · {t(`baccarat.winner.${o.winner}`)}
    </p>
  );
}

function Check({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <p className={ok ? 'verify-ok' : 'verify-bad'} data-testid={testId} data-ok={ok}>
      {ok && <CheckOutline />} {ok ? yes : no}
    </p>
  );
}

/** The form and the verdict; a round (when one is given) fills the form and is compared. */
function VerifyForm({ round }: { round: InhouseRound | null }) {
  const { t } = useTranslation('games');
  const [values, setValues] = useState(() => (round ? inputOf(round) : EMPTY));
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setVerdict(null);
  };
  const nonce = Number(values.nonce);
  const ready =
    values.serverSeed !== '' &&
    values.clientSeed !== '' &&
    Number.isSafeInteger(nonce) &&
    nonce >= 0;
  const field = (key: Exclude<keyof typeof EMPTY, 'game'>, numeric = false) => (
    <List.Item title={t(`verify.${key}`)}>
      <Input
        value={values[key]}
        onChange={set(key)}
        inputMode={numeric ? 'numeric' : undefined}
        aria-label={t(`verify.${key}`)}
        data-testid={`verify-${key}`}
      />
    </List.Item>
  );
  return (
    <div className="verify" data-testid="verify-form">
      <div className="verify-games">
        {(Object.keys(VERIFY_GAMES) as VerifyGame[]).map((game) => (
          <Button
            key={game}
            size="mini"
            color={values.game === game ? 'primary' : 'default'}
            data-testid={`verify-game-${game}`}
            onClick={() => set('game')(game)}
          >
            {t(VERIFY_GAMES[game])}
          </Button>
        ))}
      </div>
      <List>
        {field('serverSeed')}
        {field('serverSeedHash')}
        {field('clientSeed')}
        {field('nonce', true)}
      </List>
      <Button
        block
        color="primary"
        disabled={!ready}
        data-testid="verify-run"
        onClick={() =>
          setVerdict(verify({ ...values, game: values.game as VerifyGame, nonce }, round))
        }
      >
        {t('verify.run')}
      </Button>
      {verdict && (
        <div className="verify-verdict" data-testid="verify-verdict">
          <p className="games-mono" data-testid="verify-hash">
            {t('verify.computedHash')} {verdict.hash}
          </p>
          <Check
            ok={verdict.hashMatches}
            yes={t('verify.hashOk')}
            no={t('verify.hashBad')}
            testId="verify-hash-check"
          />
          <Outcome verdict={verdict} />
          {verdict.outcomeMatches !== null && (
            <Check
              ok={verdict.outcomeMatches}
              yes={t('verify.outcomeOk')}
              no={t('verify.outcomeBad')}
              testId="verify-outcome-check"
            />
          )}
        </div>
      )}
      <p className="games-hint">{t('verify.help')}</p>
      <RulesLink game={values.game} named />
    </div>
  );
}

/** A member's round by id (inhouse/round/get); a guest or no id types the seeds by hand. */
function RoundVerify({ roundId }: { roundId: string }) {
  const query = useGetInhouseRoundQuery({ roundId });
  return (
    <QueryState isLoading={query.isLoading} isError={query.isError} onRetry={query.refetch}>
      {query.data && <VerifyForm key={roundId} round={query.data.round} />}
    </QueryState>
  );
}

/**
 * The verify page's body (docs/product-rules.md#games): SHA-256 of the revealed server seed
 * against the commitment shown before the round, and the outcome recomputed here from the seeds
 * and the nonce with the same engine the server uses (@platform/fair-games).
 */
export function VerifyPanel({ roundId }: { roundId: string | null }) {
  const isLogin = useAppSelector(selectIsLogin);
  return roundId && /^\d{1,18}$/.test(roundId) && isLogin ? (
    <RoundVerify roundId={roundId} />
  ) : (
    <VerifyForm round={null} />
  );
}
