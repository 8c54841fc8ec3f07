import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  servePlaySession,
  waitFor,
} from '@platform/ui/testing';
import PlaySessionWatch, { PLAY_SESSION_POLL_MS } from './PlaySessionWatch';

// A member on an in-house game's screen, 65 minutes into a session that has won 12.50.
const GAME_URL = routePath('gamePlay', { platCode: 'STHOUSE', gameCode: 'baccarat' });
const DUE = {
  active: true,
  startedAt: '2026-11-28T11:00:00.000Z',
  playedMinutes: 65,
  staked: 10_000,
  returned: 11_250,
  net: 1_250,
  realityCheckMinutes: 10,
  realityCheckDue: true,
};

function serveAnswers() {
  const answers = recordCalls('answerRealityCheck', {});
  server.use(answers.handler);
  return answers;
}

afterEach(() => vi.useRealTimers());

describe('the reality check', () => {
  it('shows time played and the net result since the session started, and Continue answers it', async () => {
    servePlaySession(DUE);
    const answers = serveAnswers();
    const view = renderPage(<PlaySessionWatch />, { url: GAME_URL });

    const dialog = await screen.findByTestId('reality-check');
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByTestId('reality-check-played').textContent).toBe('1 h 05 min');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('+CN¥12.50');
    // Business time, with its zone: 11:00 UTC is 19:00 in GMT+8.
    expect(screen.getByTestId('reality-check-since').textContent).toContain('19:00');

    servePlaySession({ ...DUE, realityCheckDue: false });
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    expect(answers.calls).toEqual([{ choice: 'continue' }]);
    // Play goes on where it was.
    expect(view.currentUrl()).toBe(GAME_URL);
  });

  it('shows a loss with its minus, and Stop ends the session and goes home', async () => {
    servePlaySession({ ...DUE, playedMinutes: 10, net: -3_000 });
    const answers = serveAnswers();
    const view = renderPage(<PlaySessionWatch />, { url: GAME_URL });

    expect((await screen.findByTestId('reality-check-played')).textContent).toBe('10 min');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('-CN¥30.00');
    servePlaySession({ ...DUE, active: false, realityCheckDue: false });
    fireEvent.click(screen.getByTestId('reality-check-stop'));
    await waitFor(() => expect(view.currentUrl()).toBe(routePath('home')));
    expect(answers.calls).toEqual([{ choice: 'stop' }]);
  });

  it('stays open when the answer is refused, so play cannot go on unanswered', async () => {
    servePlaySession(DUE);
    server.use(
      recordCalls('answerRealityCheck', () => ({ code: 500, msg: 'Please try again' })).handler,
    );
    const view = renderPage(<PlaySessionWatch />, { url: GAME_URL });
    fireEvent.click(await screen.findByTestId('reality-check-continue'));
    await waitFor(() => expect(view.refusals).toEqual(['Please try again']));
    expect(screen.getByTestId('reality-check')).toBeTruthy();
  });

  it('shows nothing while no check is due and no limit is reached', async () => {
    const reads = servePlaySession({ active: true, startedAt: DUE.startedAt, playedMinutes: 3 });
    renderPage(<PlaySessionWatch />, { url: GAME_URL });
    await waitFor(() => expect(reads.calls).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(screen.queryByTestId('session-limit')).toBeNull();
  });

  it('is read again every 30 s while the stream is down, and shows the check once it is due', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = servePlaySession({ active: true, startedAt: DUE.startedAt, playedMinutes: 9 });
    renderPage(<PlaySessionWatch />, { url: GAME_URL });
    await waitFor(() => expect(reads.calls).toHaveLength(1));
    servePlaySession(DUE);
    await act(() => vi.advanceTimersByTimeAsync(PLAY_SESSION_POLL_MS));
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
  });
});

describe('the session limit', () => {
  const REACHED = {
    active: false,
    startedAt: '2026-11-28T10:00:00.000Z',
    playedMinutes: 120,
    limitMinutes: 120,
    limitReached: true,
    resumesAt: '2026-11-28T12:30:00.000Z',
  };

  it('says play has ended until it opens again, and goes home', async () => {
    servePlaySession(REACHED);
    const view = renderPage(<PlaySessionWatch />, { url: GAME_URL });
    const notice = await screen.findByTestId('session-limit');
    expect(notice.textContent).toContain('Session limit reached');
    // 12:30 UTC is 20:30 in business time.
    expect(screen.getByTestId('session-limit-resumes').textContent).toContain('20:30');
    fireEvent.click(screen.getByTestId('session-limit-home'));
    await waitFor(() => expect(view.currentUrl()).toBe(routePath('home')));
  });

  it('can be closed, and stays closed for that limit', async () => {
    const reads = servePlaySession(REACHED);
    const view = renderPage(<PlaySessionWatch />, { url: routePath('withdraw') });
    fireEvent.click(await screen.findByTestId('session-limit-close'));
    expect(screen.queryByTestId('session-limit')).toBeNull();
    // Withdrawing stays open: the player stays on the page.
    expect(view.currentUrl()).toBe(routePath('withdraw'));
    expect(reads.calls).toHaveLength(1);
  });
});
