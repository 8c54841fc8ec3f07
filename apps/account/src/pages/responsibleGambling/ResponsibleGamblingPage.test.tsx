import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
  within,
} from '@platform/ui/testing';
import { protectionFixture } from '../../features/protection/fixtures';
import ResponsibleGamblingPage from './ResponsibleGamblingPage';

const URL = routePath('responsibleGambling');

async function open(protection = protectionFixture()) {
  server.use(answer('getPlayerProtection', protection));
  const view = renderPage(<ResponsibleGamblingPage />, { url: URL });
  await screen.findByTestId('protection-page');
  return view;
}

describe('responsible gambling page', () => {
  it('shows each money limit with what is used, what is left and when it resets', async () => {
    await open(
      protectionFixture({
        limits: [{ kind: 'deposit', period: 'day', amount: 1000_00, used: 800_00, left: 200_00 }],
      }),
    );
    expect(screen.getAllByTestId(/^limit-\w+-\w+-amount$/)).toHaveLength(9);
    expect(screen.getByTestId('limit-deposit-day-amount').textContent).toBe('CN¥1,000.00');
    expect(screen.getByTestId('limit-deposit-day-use').textContent).toBe(
      'Used CN¥800.00 · left CN¥200.00',
    );
    expect(screen.getByTestId('limit-deposit-day-resets').textContent).toBe(
      'Resets 2026-11-29 00:00',
    );
    expect(screen.getByTestId('limit-loss-week-amount').textContent).toBe('No limit');
    expect(screen.getByTestId('limit-loss-week-use').textContent).toBe('Used CN¥0.00');
    expect(screen.getByTestId('limit-loss-week-resets').textContent).toBe(
      'Resets 2026-11-30 00:00',
    );
    expect(screen.getByTestId('business-time-note')).toBeTruthy();
  });

  it('sets a limit typed in yuan, sent in fen, and says it is saved', async () => {
    const set = recordCalls('setMoneyLimit', { effective: 'now', confirmableFrom: null });
    server.use(set.handler);
    await open();
    fireEvent.click(screen.getByTestId('limit-deposit-day'));
    const sheet = await screen.findByTestId('limit-sheet');
    typeInto('limit-sheet-amount-deposit-day', '1000');
    fireEvent.click(within(sheet).getByTestId('limit-sheet-save'));
    await waitFor(() =>
      expect(set.calls).toEqual([{ kind: 'deposit', period: 'day', amount: '100000' }]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('checks the amount with the contract rule before sending', async () => {
    const set = recordCalls('setMoneyLimit', { effective: 'now', confirmableFrom: null });
    server.use(set.handler);
    await open();
    fireEvent.click(screen.getByTestId('limit-wager-month'));
    const sheet = await screen.findByTestId('limit-sheet');
    typeInto('limit-sheet-amount-wager-month', 'abc');
    fireEvent.click(within(sheet).getByTestId('limit-sheet-save'));
    expect(await within(sheet).findByText(/valid amount|format/i)).toBeTruthy();
    expect(set.calls).toHaveLength(0);
  });

  it('after a raise, says from when it can be confirmed', async () => {
    const set = recordCalls('setMoneyLimit', {
      effective: 'afterCooling',
      confirmableFrom: '2026-11-29T02:30:00.000Z',
    });
    server.use(set.handler);
    await open(
      protectionFixture({
        limits: [{ kind: 'loss', period: 'week', amount: 500_00, used: 0, left: 500_00 }],
      }),
    );
    fireEvent.click(screen.getByTestId('limit-loss-week'));
    const sheet = await screen.findByTestId('limit-sheet');
    expect(within(sheet).getByTestId('limit-sheet-current').textContent).toBe(
      'Current limit: CN¥500.00',
    );
    typeInto('limit-sheet-amount-loss-week', '2000');
    fireEvent.click(within(sheet).getByTestId('limit-sheet-save'));
    expect((await within(sheet).findByTestId('limit-sheet-waiting')).textContent).toContain(
      'Takes effect after you confirm it from 2026-11-29 10:30 (GMT+8)',
    );
  });

  it('removes a limit: no amount sent', async () => {
    const set = recordCalls('setMoneyLimit', {
      effective: 'afterCooling',
      confirmableFrom: '2026-11-29T02:30:00.000Z',
    });
    server.use(set.handler);
    await open(
      protectionFixture({
        limits: [{ kind: 'wager', period: 'day', amount: 100_00, used: 0, left: 100_00 }],
      }),
    );
    fireEvent.click(screen.getByTestId('limit-wager-day'));
    fireEvent.click(await screen.findByTestId('limit-sheet-remove'));
    await waitFor(() => expect(set.calls).toEqual([{ kind: 'wager', period: 'day' }]));
    expect(await screen.findByTestId('limit-sheet-waiting')).toBeTruthy();
  });

  it('shows a waiting raise and confirms it once it can be', async () => {
    const confirm = recordCalls('confirmLimitChange', {});
    server.use(confirm.handler);
    await open(
      protectionFixture({
        limits: [
          {
            kind: 'deposit',
            period: 'month',
            amount: 100_00,
            used: 0,
            left: 100_00,
            pending: {
              value: 300_00,
              requestedAt: '2026-11-26T02:30:00.000Z',
              confirmableFrom: '2026-11-27T02:30:00.000Z',
              confirmable: true,
            },
          },
          {
            kind: 'deposit',
            period: 'week',
            amount: 100_00,
            used: 0,
            left: 100_00,
            pending: {
              value: null,
              requestedAt: '2026-11-28T02:30:00.000Z',
              confirmableFrom: '2026-11-29T02:30:00.000Z',
              confirmable: false,
            },
          },
        ],
      }),
    );
    expect(screen.getByTestId('limit-deposit-month-pending').textContent).toContain(
      '¥300.00 takes effect after you confirm it from 2026-11-27 10:30 (GMT+8)',
    );
    expect(screen.getByTestId('limit-deposit-week-pending').textContent).toContain(
      'The removal takes effect after you confirm it from 2026-11-29 10:30 (GMT+8)',
    );
    expect(screen.queryByTestId('limit-deposit-week-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('limit-deposit-month-confirm'));
    await waitFor(() => expect(confirm.calls).toEqual([{ limit: 'deposit', period: 'month' }]));
    expect(screen.queryByTestId('limit-sheet')).toBeNull();
  });

  it('chooses a session time limit and a reality check from the offered lengths', async () => {
    const session = recordCalls('setSessionLimit', { effective: 'now', confirmableFrom: null });
    const reality = recordCalls('setRealityCheck', {});
    server.use(session.handler, reality.handler);
    await open(protectionFixture({ session: { realityCheckMinutes: 30 } }));
    expect(screen.getByTestId('session-limit-value').textContent).toBe('No limit');
    expect(screen.getByTestId('reality-check-value').textContent).toBe('30 min');

    fireEvent.click(screen.getByTestId('session-limit'));
    await screen.findByTestId('sessionLimit-sheet');
    fireEvent.click(screen.getByTestId('sessionLimit-choice-90'));
    fireEvent.click(screen.getByTestId('sessionLimit-save'));
    await waitFor(() => expect(session.calls).toEqual([{ minutes: '90' }]));

    fireEvent.click(screen.getByTestId('reality-check'));
    await screen.findByTestId('realityCheck-sheet');
    expect(screen.getByTestId('realityCheck-choice-60').textContent).toBe('1 h');
    fireEvent.click(screen.getByTestId('realityCheck-choice-none'));
    fireEvent.click(screen.getByTestId('realityCheck-save'));
    await waitFor(() => expect(reality.calls).toEqual([{}]));
  });

  it('starts a cool-off with the login password after a last confirmation', async () => {
    const start = recordCalls('startBreak', { until: '2026-12-01T02:30:00.000Z' });
    server.use(start.handler);
    await open();
    fireEvent.click(screen.getByTestId('break-coolOff'));
    const sheet = await screen.findByTestId('break-sheet-coolOff');
    expect(within(sheet).getByTestId('break-effects').textContent).toContain(
      'cannot be ended or shortened before its date',
    );
    fireEvent.click(within(sheet).getByTestId('break-length-days3'));
    typeInto('break-password', 'abc12345');
    fireEvent.click(within(sheet).getByTestId('break-submit'));
    expect((await screen.findByTestId('break-confirm')).textContent).toContain(
      'Your cool-off of 3 days starts now',
    );
    expect(start.calls).toHaveLength(0);
    fireEvent.click(screen.getAllByText('Start now').at(-1)!);
    await waitFor(() =>
      expect(start.calls).toEqual([{ kind: 'coolOff', days: '3', password: 'abc12345' }]),
    );
  });

  it('asks for a length and the password before anything is sent', async () => {
    const start = recordCalls('startBreak', { until: null });
    server.use(start.handler);
    await open();
    fireEvent.click(screen.getByTestId('break-selfExclusion'));
    const sheet = await screen.findByTestId('break-sheet-selfExclusion');
    fireEvent.click(within(sheet).getByTestId('break-submit'));
    expect(await within(sheet).findByText('Please choose how long')).toBeTruthy();
    expect(await within(sheet).findByText('Please enter the password')).toBeTruthy();
    expect(start.calls).toHaveLength(0);
  });

  it('keeps the server refusal (a wrong password) in the sheet', async () => {
    server.use(recordCalls('startBreak', () => ({ code: 1000, msg: 'Wrong password' })).handler);
    const { refusals } = await open();
    fireEvent.click(screen.getByTestId('break-selfExclusion'));
    const sheet = await screen.findByTestId('break-sheet-selfExclusion');
    fireEvent.click(within(sheet).getByTestId('break-length-permanent'));
    typeInto('break-password', 'nope1234');
    fireEvent.click(within(sheet).getByTestId('break-submit'));
    expect((await screen.findByTestId('break-confirm')).textContent).toContain('permanent');
    fireEvent.click(screen.getAllByText('Start now').at(-1)!);
    expect((await within(sheet).findByTestId('break-refusal')).textContent).toBe('Wrong password');
    expect(refusals).toEqual(['Wrong password']);
  });

  it('on a cool-off shows its end and what stays open, and still offers a longer break', async () => {
    const { router } = await open(
      protectionFixture({
        block: {
          kind: 'coolOff',
          startedAt: '2026-11-27T02:30:00.000Z',
          until: '2026-12-04T02:30:00.000Z',
        },
      }),
    );
    expect(screen.getByTestId('on-break-title').textContent).toBe(
      'You are on a cool-off until 2026-12-04 10:30 (GMT+8)',
    );
    expect(screen.queryByTestId('on-break-review')).toBeNull();
    expect(screen.getByTestId('protection-break')).toBeTruthy();
    fireEvent.click(screen.getByTestId('on-break-withdraw'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('withdraw')));
  });

  it('on a permanent self-exclusion says how it can be reviewed, and offers no other break', async () => {
    const { router } = await open(
      protectionFixture({
        block: { kind: 'selfExclusion', startedAt: '2026-11-27T02:30:00.000Z', until: null },
      }),
    );
    expect(screen.getByTestId('on-break-title').textContent).toBe(
      'You have excluded yourself permanently',
    );
    expect(screen.getByTestId('on-break-review').textContent).toContain('at least 7 days');
    expect(screen.queryByTestId('protection-break')).toBeNull();
    expect(screen.getByTestId('on-break-messages')).toBeTruthy();
    fireEvent.click(screen.getByTestId('on-break-customerService'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('customerService')));
  });
});
