import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useGetLottery6DrawsQuery,
  useGetLottery6TicketsQuery,
  type Fen,
} from '@platform/api-client';
import { LOTTERY6_NUMBERS, LOTTERY6_SMALL_MAX } from '@platform/fair-games';
import { useTranslation } from '@platform/i18n';
import { DelayedSpinner, Money, Toast, announce, formatDateTime, useMoney } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import {
  CHIPS_FEN,
  chipLabel,
  ChipRack,
  TableActions,
  useBalanceAfterSettling,
  useTableSlip,
} from '../../table';
import { useBuyTicket } from '../hooks/useBuyTicket';
import { useLottery6News } from '../hooks/useLottery6News';
import { ticketBoughtWords } from '../outcome';
import {
  LOTTERY6_SIDES,
  LOTTERY6_TABS,
  oddsLabel,
  placeChip,
  slipTotal,
  stakeOn,
  type BetSpot,
  type Lottery6Tab,
  type Slip,
} from '../slip';
import { DrawResults } from './DrawResults';
import { MyTickets } from './MyTickets';
import { NextDraw } from './NextDraw';
import '../lottery6.css';

const NUMBERS = Array.from({ length: LOTTERY6_NUMBERS }, (_, i) => i + 1);

/**
 * The six-number lottery (docs/product-rules.md#games): the open draw with its countdown and seed
 * hash, the 49-number board for the special or a regular number, the special's sides, the chips,
 * Buy (a money submit for the draw shown), my tickets and the last results with their verify.
 */
export default function Lottery6Screen({ platCode }: { platCode: string }) {
  const { t, i18n } = useTranslation('games');
  const money = useMoney();
  const draws = useGetLottery6DrawsQuery();
  const tickets = useGetLottery6TicketsQuery();
  const [tab, setTab] = useState<Lottery6Tab>('special');
  const [chip, setChip] = useState<Fen>(CHIPS_FEN[1]!);
  const { slip, setSlip, ...table } = useTableSlip<Slip>([]);
  const { buy, retry, sending, outcomeUnknown } = useBuyTicket(platCode);
  const { refetch: refetchDraws } = draws;
  const { refetch: refetchTickets } = tickets;
  const total = slipTotal(slip) as Fen;
  const open = draws.data?.open;
  useBalanceAfterSettling(
    useMemo(
      () =>
        tickets.data?.tickets.map((ticket) => ({
          id: ticket.ticketId,
          open: ticket.status === 'waiting',
        })),
      [tickets.data],
    ),
  );
  useLottery6News(draws.data?.results, tickets.data?.tickets);

  const askAgain = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(askAgain.current), []);
  const onDue = useCallback(() => {
    // The draw runs at its time on the server; ask again a little after it (not once the screen
    // has gone: its queries with it).
    clearTimeout(askAgain.current);
    askAgain.current = setTimeout(() => {
      void refetchDraws();
      void refetchTickets();
    }, 3_000);
  }, [refetchDraws, refetchTickets]);

  const bought = (answer: Awaited<ReturnType<typeof buy>>) => {
    if (!answer) return;
    table.played();
    void refetchTickets();
    const time = formatDateTime(answer.ticket.drawAt, i18n.language, { zone: true });
    Toast.show({ content: t('lottery6.bought', { time }) });
    // The toast's words, then what the ticket holds (docs/accessibility.md#live-region).
    announce(ticketBoughtWords(answer.ticket, time, t));
  };
  const place = (spot: BetSpot) => setSlip((s) => placeChip(s, spot, chip));

  if (!open) return <DelayedSpinner />;

  const numberCell = (n: number) => {
    const type = tab === 'regular' ? 'regular' : 'special';
    const stake = stakeOn(slip, { type, number: n });
    return (
      <button
        key={n}
        type="button"
        className={`l6-num${stake > 0 ? ' l6-num-on' : ''}`}
        disabled={sending}
        data-testid={`l6-num-${n}`}
        onClick={() => place({ type, number: n })}
      >
        <span>{n}</span>
        {stake > 0 && <span className="l6-stake">{chipLabel(stake as Fen, money.currency)}</span>}
      </button>
    );
  };

  return (
    <section className="l6" data-testid="lottery6-screen">
      <NextDraw drawAt={open.drawAt} serverSeedHash={open.serverSeedHash} onDue={onDue} />

      <Tabs activeKey={tab} onChange={(key) => setTab(key as Lottery6Tab)}>
        {LOTTERY6_TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`l6-tab-${key}`}>{t(`lottery6.tab.${key}`)}</span>}
          />
        ))}
      </Tabs>
      <p className="l6-note" data-testid="l6-hint">
        {t(`lottery6.hint.${tab}`, {
          odds: oddsLabel(tab === 'sides' ? 'big' : tab),
          smallMax: LOTTERY6_SMALL_MAX,
        })}
      </p>
      {tab === 'sides' ? (
        <div className="l6-sides">
          {LOTTERY6_SIDES.map((side) => {
            const stake = stakeOn(slip, { type: side });
            return (
              <button
                key={side}
                type="button"
                className={`l6-side${stake > 0 ? ' l6-num-on' : ''}`}
                disabled={sending}
                data-testid={`l6-side-${side}`}
                onClick={() => place({ type: side })}
              >
                <span>{t(`lottery6.side.${side}`)}</span>
                <span className="l6-odds">{oddsLabel(side)}</span>
                {stake > 0 && <Money fen={stake} />}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="l6-board" data-testid="l6-board">
          {NUMBERS.map(numberCell)}
        </div>
      )}

      <ChipRack chip={chip} onChip={setChip} />
      <TableActions
        rebetTestId="l6-rebet"
        playTestId="l6-buy"
        playLabel={t('lottery6.buy')}
        total={total}
        sending={sending}
        canRebet={table.canRebet}
        outcomeUnknown={outcomeUnknown}
        onClear={table.clear}
        onRebet={table.rebet}
        onPlay={() => void buy({ drawKey: open.drawKey, bets: [...slip] }).then(bought)}
        onRetry={() => void retry().then(bought)}
      />

      <MyTickets tickets={tickets.data?.tickets ?? []} />
      <DrawResults results={draws.data?.results ?? []} />
    </section>
  );
}
