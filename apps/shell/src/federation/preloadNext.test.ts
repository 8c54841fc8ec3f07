import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKELY_NEXT, preloadPage, whenIdle } from './preloadNext';

const { loadArea, depositPage } = vi.hoisted(() => ({
  loadArea: vi.fn(),
  depositPage: vi.fn(async () => ({ default: () => null })),
}));
vi.mock('./loadArea', () => ({ loadArea }));

afterEach(() => vi.clearAllMocks());

describe('preloading the page a player likely opens next from home', () => {
  it('is the deposit page for a member and the login page for a guest', () => {
    expect(LIKELY_NEXT).toEqual({ member: 'deposit', guest: 'login' });
  });

  it("fetches an area page through its area's entry, without rendering it", async () => {
    loadArea.mockResolvedValue({ area: 'wallet', pages: { deposit: depositPage } });
    await preloadPage('deposit');
    expect(loadArea).toHaveBeenCalledWith('wallet');
    expect(depositPage).toHaveBeenCalledTimes(1);
  });

  it("fetches a shell page from the shell's own chunks, loading no area", async () => {
    await preloadPage('login');
    expect(loadArea).not.toHaveBeenCalled();
  });

  it('waits for the browser to be idle, and a cancel before then stops it', async () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      const cancelled = vi.fn();
      whenIdle(task);
      whenIdle(cancelled)();
      expect(task).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(task).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
