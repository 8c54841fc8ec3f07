// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformApi } from '../generated/api';
import { pushedBalance } from './balancePush';
import { installEventStream } from './eventStream';
import { createPlatformStore } from './store';

const balanceOf = (centralWallet: number) => ({
  centralWallet,
  lockWallet: 0,
  welfareWallet: 0,
  total: centralWallet,
  unknownVenues: [],
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('balances pushed on the member event stream', () => {
  it('replace the cached getUserBalance answer and the session balance without a request', async () => {
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => undefined;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/web/events')) {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(text));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      expect(url).toMatch(/user\/getUserBalance$/);
      return Response.json({ code: 0, msg: 'ok', userBalanceMap: balanceOf(100) });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = createPlatformStore({ token: 'tok-1', isLogin: true });
    const query = store.dispatch(platformApi.endpoints.getUserBalance.initiate());
    stops.push(() => query.unsubscribe(), installEventStream(store));
    await query;
    expect(store.getState().session.userBalanceMap?.centralWallet).toBe(100);

    push('event: ready\ndata: {}\n\n');
    push(`event: balance\ndata: ${JSON.stringify({ userBalanceMap: balanceOf(2_500) })}\n\n`);
    await vi.waitFor(() =>
      expect(
        platformApi.endpoints.getUserBalance.select()(store.getState()).data?.userBalanceMap
          .centralWallet,
      ).toBe(2_500),
    );
    expect(store.getState().session.userBalanceMap?.centralWallet).toBe(2_500);
    const balanceRequests = fetchMock.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('getUserBalance'),
    );
    expect(balanceRequests).toHaveLength(1);
  });

  it('ignores a push that does not have the balance shape', () => {
    expect(pushedBalance({ userBalanceMap: balanceOf(5) })).toEqual(balanceOf(5));
    expect(pushedBalance({ userBalanceMap: { ...balanceOf(5), total: 1.5 } })).toBeNull();
    expect(pushedBalance({ userBalanceMap: { centralWallet: 5 } })).toBeNull();
    expect(pushedBalance({ ref: 3 })).toBeNull();
    expect(pushedBalance(null)).toBeNull();
  });
});
