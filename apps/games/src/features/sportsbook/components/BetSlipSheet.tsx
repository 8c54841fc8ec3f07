import { useState } from 'react';
import { type SportsEvent, type SportsSelection } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { Button, Money, MoneyFormFooter, Popup, useMoney } from '@platform/ui';
import { AmountInput } from '@platform/ui/forms';
import { oddsText, summarize, type Picked } from '../betSlip';

/**
 * The bet slip sheet: the picks at the odds shown now, a single or a parlay, the stake with its
 * minimum, the potential return, and Place. The contract's slip rules say what may be placed.
 */
export function BetSlipSheet({
  visible,
  onClose,
  picked,
  selections,
  events,
  onRemove,
  onClear,
  onPlace,
  sending,
  outcomeUnknown,
  onRetry,
}: {
  visible: boolean;
  onClose: () => void;
  picked: readonly Picked[];
  selections: readonly SportsSelection[];
  events: readonly SportsEvent[];
  onRemove: (eventId: string) => void;
  onClear: () => void;
  onPlace: (stake: number) => void;
  sending: boolean;
  outcomeUnknown: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['games', 'validation']);
  const money = useMoney();
  const [typed, setTyped] = useState('');
  const stake = typed.trim() === '' ? null : money.parse(typed);
  const summary = summarize(selections, stake ?? (typed.trim() === '' ? null : 0), money.currency);
  const eventOf = (id: string) => events.find((e) => e.eventId === id);

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="games-sheet">
      <div className="sb-sheet" data-testid="sb-sheet">
        <h3 className="games-sheet-title">
          {t('sportsbook.slip.title')}
          {summary.kind && ` · ${t(`sportsbook.slip.${summary.kind}`)}`}
        </h3>
        <ul className="sb-sheet-picks">
          {picked.map((p) => {
            const event = eventOf(p.eventId);
            const odds = selections.find((s) => s.eventId === p.eventId)?.odds;
            return (
              <li key={p.eventId} data-testid="sb-sheet-pick">
                <span>
                  {event ? `${event.home} – ${event.away}` : p.eventId} ·{' '}
                  {t(`sportsbook.pick.${p.pick}`)}
                </span>
                <strong>{odds ? oddsText(odds) : t('sportsbook.state.suspended')}</strong>
                <Button size="mini" fill="none" onClick={() => onRemove(p.eventId)}>
                  {t('sportsbook.slip.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
        <label className="sb-stake">
          <span>{t('sportsbook.slip.stake')}</span>
          <AmountInput
            value={typed}
            onChange={setTyped}
            clearable
            data-testid="sb-stake"
            aria-label={t('sportsbook.slip.stake')}
          />
        </label>
        {summary.minimum !== null && (
          <p className="sb-minimum" data-testid="sb-minimum">
            {t('sportsbook.slip.minimum', { min: summary.minimum })}
          </p>
        )}
        <p className="sb-potential" data-testid="sb-potential">
          {t('sportsbook.slip.potential')} <Money fen={summary.potentialReturn} />
        </p>
        {summary.problem &&
          (typed.trim() !== '' || summary.problem.key === 'sportsbook.selections') && (
            <p className="sb-problem" role="alert" data-testid="sb-problem">
              {t(`validation:${summary.problem.key}`, summary.problem.params)}
            </p>
          )}
        <MoneyFormFooter
          rowClassName="sb-sheet-actions"
          actions={
            <Button onClick={onClear} disabled={sending}>
              {t('sportsbook.slip.clear')}
            </Button>
          }
          label={t('sportsbook.slip.place')}
          testId="sb-place"
          disabled={summary.problem !== null || stake === null || outcomeUnknown}
          sending={sending}
          outcomeUnknown={outcomeUnknown}
          onSubmit={() => {
            if (stake !== null) onPlace(stake);
          }}
          onRetry={onRetry}
        />
      </div>
    </Popup>
  );
}
