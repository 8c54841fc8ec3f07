import { useCallback, useMemo, useState } from 'react';
import {
  useGetSportsEventsQuery,
  useGetSportsSlipsQuery,
  usePlaceSportsSlipMutation,
  type PayloadOf,
  type Sport,
  type SportsSelection,
} from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import {
  announce,
  BusinessTimeNote,
  Button,
  DelayedSpinner,
  useMoneySubmit,
  useVenueBalancePatch,
} from '@platform/ui';
import { selectionsAtShownOdds, togglePick, type Picked } from '../betSlip';
import { useBalanceAfterSettling } from '../../table';
import { useOddsMoves } from '../hooks/useOddsMoves';
import { useSlipNews } from '../hooks/useSlipNews';
import { slipPlacedWords } from '../outcome';
import { BetSlipSheet } from './BetSlipSheet';
import { EventRow } from './EventRow';
import { MySlips } from './MySlips';
import '../sportsbook.css';

/** How often the open screen asks for the events (odds, score, danger) and the slips, ms. */
export const EVENTS_POLL_MS = 3_000;
export const SLIPS_POLL_MS = 5_000;

type Placed = PayloadOf<'placeSportsSlip'>;

/**
 * The sportsbook (docs/product-rules.md#games), football or e-sports: live events first with
 * score, minute and a "dangerous" badge, odds buttons that show a move, the bet slip sheet, and
 * my slips. Placing is a money submit (attempt key; no answer -> retry with the same key).
 */
export default function SportsbookScreen({ platCode, sport }: { platCode: string; sport: Sport }) {
  const { t } = useTranslation('games');
  const [tab, setTab] = useState<'events' | 'slips'>('events');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [sheet, setSheet] = useState(false);
  const [placed, setPlaced] = useState(false);
  const events = useGetSportsEventsQuery({ sport }, { pollingInterval: EVENTS_POLL_MS });
  const slips = useGetSportsSlipsQuery(undefined, { pollingInterval: SLIPS_POLL_MS });
  const list = events.data?.events ?? [];
  const moves = useOddsMoves(events.data?.events);
  const selections = selectionsAtShownOdds(picked, list);
  useBalanceAfterSettling(
    useMemo(
      () =>
        slips.data?.slips.map((slip) => ({
          id: slip.slipId,
          open: slip.state === 'pending' || slip.state === 'accepted',
        })),
      [slips.data],
    ),
  );
  useSlipNews(slips.data?.slips);

  const [placeSlip] = usePlaceSportsSlipMutation();
  const send = useCallback(
    (args: { selections: SportsSelection[]; stake: number }, idempotencyKey: string) =>
      placeSlip({ ...args, idempotencyKey }),
    [placeSlip],
  );
  const onAnswer = useVenueBalancePatch(platCode);
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send, { onAnswer });

  const settle = (answer: Placed | null) => {
    if (!answer) {
      // Refused (odds moved, event closed, balance): show the prices as they are now.
      void events.refetch();
      return;
    }
    setPicked([]);
    setSheet(false);
    setPlaced(true);
    // What was placed and its state, read out (docs/accessibility.md#live-region).
    announce(slipPlacedWords(answer.slip, t));
    void slips.refetch();
  };

  return (
    <section className="sb" data-testid="sportsbook-screen">
      <div className="sb-tabs" role="tablist">
        {(['events', 'slips'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`sb-tab${tab === id ? ' sb-tab-on' : ''}`}
            data-testid={`sb-tab-${id}`}
            onClick={() => setTab(id)}
          >
            {id === 'events' ? t(`sportsbook.sport.${sport}`) : t('sportsbook.tab.slips')}
          </button>
        ))}
      </div>
      {placed && (
        // Not a live region of its own: the announcement says the slip in full.
        <p className="sb-placed" data-testid="sb-placed">
          {t('sportsbook.slip.placed')}
        </p>
      )}

      {tab === 'events' ? (
        events.isLoading ? (
          <DelayedSpinner />
        ) : list.length === 0 ? (
          <p className="sb-empty">{t('sportsbook.empty.events')}</p>
        ) : (
          <>
            <BusinessTimeNote />
            <ul className="sb-events">
              {list.map((event) => (
                <EventRow
                  key={event.eventId}
                  event={event}
                  picked={picked.find((p) => p.eventId === event.eventId)}
                  moves={moves}
                  onPick={(p) => {
                    setPlaced(false);
                    setPicked((current) => togglePick(current, p));
                  }}
                />
              ))}
            </ul>
          </>
        )
      ) : (
        <MySlips slips={slips.data?.slips ?? []} />
      )}

      {picked.length > 0 && (
        <div className="sb-slip-bar">
          <Button block color="primary" data-testid="sb-open-slip" onClick={() => setSheet(true)}>
            {t('sportsbook.slip.open', { count: picked.length })}
          </Button>
        </div>
      )}
      <BetSlipSheet
        visible={sheet}
        onClose={() => setSheet(false)}
        picked={picked}
        selections={selections}
        events={list}
        onRemove={(eventId) => setPicked((current) => current.filter((p) => p.eventId !== eventId))}
        onClear={() => setPicked([])}
        onPlace={(stake) => void submit({ selections, stake }).then(settle)}
        sending={sending}
        outcomeUnknown={outcomeUnknown}
        onRetry={() => void retry().then(settle)}
      />
    </section>
  );
}
