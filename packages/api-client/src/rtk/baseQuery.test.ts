import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CONFIRMATION_REQUIRED } from '../contract/envelope';
import { platformApi } from '../generated/api';
import { configureApiBaseUrl, onCallFailure, type CallFailure } from './baseQuery';
import { apiRefused } from './events';
import { createPlatformStore } from './store';

const API = 'http://api.test/web/';
const server = setupServer();

beforeAll(() => {
  configureApiBaseUrl(API);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function memberStore() {
  const { store, startListening } = createPlatformStore({
    token: 't0k3n',
    isLogin: true,
    langTypVal: 3,
    userInfo: null,
  });
  const refusals: string[] = [];
  startListening({
    actionCreator: apiRefused,
    effect: (action) => void refusals.push(action.payload.msg),
  });
  return { store, refusals };
}

function answer(path: string, body: Record<string, unknown>, status = 200) {
  server.use(http.post(`${API}${path}`, () => HttpResponse.json(body, { status })));
}

describe('base query answer rules', () => {
  it('treats code 0 as success and returns the whole answer', async () => {
    const { store, refusals } = memberStore();
    answer('user/getUserBalance', {
      code: 0,
      msg: 'ok',
      userBalanceMap: { centralWallet: 1234, lockWallet: 0, welfareWallet: 0, total: 1234 },
    });
    const result = await store.dispatch(platformApi.endpoints.getUserBalance.initiate());
    expect(result.data?.userBalanceMap.centralWallet).toBe(1234);
    expect(store.getState().session.userBalanceMap?.total).toBe(1234);
    expect(refusals).toEqual([]);
  });

  it('treats an answer with a captcha field as success even without code 0', async () => {
    const { store } = memberStore();
    server.use(
      http.get(`${API}guest/user/getCaptcha`, () =>
        HttpResponse.json({ captcha: 'data:image/svg+xml;base64,AA==', captchaKey: 'k' }),
      ),
    );
    const result = await store.dispatch(platformApi.endpoints.getCaptcha.initiate());
    expect(result.data?.captchaKey).toBe('k');
  });

  it('treats expectedRebateToday >= 0 as success and a negative one as a refusal', async () => {
    const { store } = memberStore();
    const { judgeAnswer } = await import('./answerRules');
    expect(judgeAnswer({ code: 7, msg: 'x', expectedRebateToday: 0 })).toEqual({ kind: 'success' });
    expect(judgeAnswer({ code: 7, msg: 'x', expectedRebateToday: -1 })).toEqual({
      kind: 'refused',
      code: 7,
      msg: 'x',
    });
    void store;
  });

  it('clears token, user info and login flag on code 401', async () => {
    const { store, refusals } = memberStore();
    answer('user/getUserInfo', { code: 401, msg: 'please log in' }, 401);
    const result = await store.dispatch(platformApi.endpoints.getUserInfo.initiate());
    expect(result.data).toBeUndefined();
    const { session } = store.getState();
    expect(session.token).toBeNull();
    expect(session.isLogin).toBe(false);
    expect(session.userInfo).toBeNull();
    expect(refusals).toEqual([]);
  });

  it('stores the ip on errorCode "403"', async () => {
    const { store, refusals } = memberStore();
    answer(
      'guest/index/getNotice',
      { code: 403, errorCode: '403', ip: '203.0.113.9', msg: 'no' },
      403,
    );
    const result = await store.dispatch(platformApi.endpoints.getNotice.initiate());
    expect(result.error).toEqual({ kind: 'restricted', ip: '203.0.113.9' });
    expect(store.getState().session.restrictedIp).toBe('203.0.113.9');
    expect(store.getState().session.isLogin).toBe(true);
    expect(refusals).toEqual([]);
  });

  it('shows msg of any other code as a toast and does not succeed', async () => {
    const { store, refusals } = memberStore();
    answer('guest/user/login', { code: 1000, msg: 'Username or password mismatch' });
    const result = await store.dispatch(
      platformApi.endpoints.login.initiate({
        username: 'abc123',
        password: 'abcd1234',
        captchaKey: 'k',
        captchaCode: '1234',
      }),
    );
    expect(result.error).toEqual({
      kind: 'refused',
      code: 1000,
      msg: 'Username or password mismatch',
    });
    expect(result.data).toBeUndefined();
    expect(refusals).toEqual(['Username or password mismatch']);
  });

  it('passes a refusal with an errorCode to the page without a toast: the page asks for what is missing', async () => {
    const { store, refusals } = memberStore();
    answer('user/setWithdrawPwd', {
      code: 1000,
      msg: 'For your security, please enter your login password first',
      errorCode: PASSWORD_CONFIRMATION_REQUIRED,
    });
    const result = await store.dispatch(
      platformApi.endpoints.setWithdrawPwd.initiate({
        payPassword: '135790',
        confirmPayPassword: '135790',
      }),
    );
    expect(result.error).toEqual({
      kind: 'refused',
      code: 1000,
      msg: 'For your security, please enter your login password first',
      errorCode: PASSWORD_CONFIRMATION_REQUIRED,
    });
    expect(refusals).toEqual([]);
  });

  it('toasts a responsible gambling refusal: its errorCode names it but asks for no step', async () => {
    const { store, refusals } = memberStore();
    const msg =
      'Your daily deposit limit of ¥1,000.00 leaves ¥200.00 until 2026-11-29 00:00 (GMT+8).';
    answer('user/setWithdrawPwd', { code: 1000, msg, errorCode: 'protectionLimit' });
    const result = await store.dispatch(
      platformApi.endpoints.setWithdrawPwd.initiate({
        payPassword: '135790',
        confirmPayPassword: '135790',
      }),
    );
    expect(result.error).toEqual({
      kind: 'refused',
      code: 1000,
      msg,
      errorCode: 'protectionLimit',
    });
    expect(refusals).toEqual([msg]);
  });

  it('applies the rules to non-2xx answers that carry an envelope', async () => {
    const { store, refusals } = memberStore();
    answer('guest/index/getNotice', { code: 429, msg: 'retry in ten seconds' }, 429);
    const result = await store.dispatch(platformApi.endpoints.getNotice.initiate());
    expect(result.error).toMatchObject({ kind: 'refused', code: 429 });
    expect(refusals).toEqual(['retry in ten seconds']);
  });

  it('fails silently on a network failure', async () => {
    const { store, refusals } = memberStore();
    server.use(http.post(`${API}guest/index/getNotice`, () => HttpResponse.error()));
    const result = await store.dispatch(platformApi.endpoints.getNotice.initiate());
    expect(result.error).toEqual({ kind: 'network' });
    expect(refusals).toEqual([]);
    expect(store.getState().session.isLogin).toBe(true);
  });

  it('fails silently when the answer is not JSON', async () => {
    const { store, refusals } = memberStore();
    server.use(
      http.post(`${API}guest/index/getNotice`, () => new HttpResponse('<html>', { status: 502 })),
    );
    const result = await store.dispatch(platformApi.endpoints.getNotice.initiate());
    expect(result.error).toEqual({ kind: 'network' });
    expect(refusals).toEqual([]);
  });

  it('gives up silently after the 60 s time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, refusals } = memberStore();
    server.use(
      http.post(`${API}guest/index/getNotice`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0, msg: '' });
      }),
    );
    const pending = store.dispatch(platformApi.endpoints.getNotice.initiate());
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.getState().api.queries['getNotice(undefined)']?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_500);
    const result = await pending;
    expect(result.error).toEqual({ kind: 'network' });
    expect(refusals).toEqual([]);
  });
});

describe('base query requests', () => {
  it('sends form-encoded bodies with the token and language headers', async () => {
    const { store } = memberStore();
    let seen:
      { type: string | null; token: string | null; lang: string | null; body: string } | undefined;
    server.use(
      http.post(`${API}user/changeLanguageAndCurrency`, async ({ request }) => {
        seen = {
          type: request.headers.get('content-type'),
          token: request.headers.get('token'),
          lang: request.headers.get('lang'),
          body: await request.text(),
        };
        return HttpResponse.json({ code: 0, msg: '' });
      }),
    );
    await store.dispatch(
      platformApi.endpoints.changeLanguageAndCurrency.initiate({ langType: 5, currency: 'CNY' }),
    );
    expect(seen?.type).toContain('application/x-www-form-urlencoded');
    expect(seen?.token).toBe('t0k3n');
    expect(seen?.lang).toBe('3');
    expect(new URLSearchParams(seen?.body).get('langType')).toBe('5');
  });

  it('sends getCaptcha as a GET', async () => {
    const { store } = memberStore();
    let method = '';
    server.use(
      http.get(`${API}guest/user/getCaptcha`, ({ request }) => {
        method = request.method;
        return HttpResponse.json({ captcha: 'x', captchaKey: 'k' });
      }),
    );
    await store.dispatch(platformApi.endpoints.getCaptcha.initiate());
    expect(method).toBe('GET');
  });

  it('drops member data from the cache when the session ends', async () => {
    const { store } = memberStore();
    answer('user/getUserInfo', { code: 401, msg: '' }, 401);
    answer('guest/index/getSilde', { code: 0, msg: '', slideList: [] });
    await store.dispatch(platformApi.endpoints.getSilde.initiate());
    expect(Object.keys(store.getState().api.queries)).toContain('getSilde(undefined)');
    await store.dispatch(platformApi.endpoints.getUserInfo.initiate());
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});

describe('call failure listeners', () => {
  function listen() {
    const failures: CallFailure[] = [];
    const stop = onCallFailure((failure) => void failures.push(failure));
    return { failures, stop };
  }

  it('tells listeners of a network failure, with no status', async () => {
    const { store } = memberStore();
    const { failures, stop } = listen();
    server.use(http.post(`${API}guest/index/getNotice`, () => HttpResponse.error()));
    await store.dispatch(platformApi.endpoints.getNotice.initiate());
    stop();
    expect(failures).toEqual([{ endpoint: 'getNotice', status: null }]);
  });

  it('tells listeners of a 5xx answer, with or without an envelope', async () => {
    const { store } = memberStore();
    const { failures, stop } = listen();
    answer('guest/index/getNotice', { code: 500, msg: 'internal error' }, 500);
    await store.dispatch(platformApi.endpoints.getNotice.initiate());
    server.use(
      http.post(`${API}guest/index/getSilde`, () => new HttpResponse('<html>', { status: 502 })),
    );
    await store.dispatch(platformApi.endpoints.getSilde.initiate());
    stop();
    expect(failures).toEqual([
      { endpoint: 'getNotice', status: 500 },
      { endpoint: 'getSilde', status: 502 },
    ]);
  });

  it('tells listeners of the 60 s time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = memberStore();
    const { failures, stop } = listen();
    server.use(
      http.post(`${API}guest/index/getNotice`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0, msg: '' });
      }),
    );
    const pending = store.dispatch(platformApi.endpoints.getNotice.initiate());
    await vi.advanceTimersByTimeAsync(60_500);
    await pending;
    stop();
    expect(failures).toEqual([{ endpoint: 'getNotice', status: null }]);
  });

  it('stays silent on success, business refusals, 4xx refusals, 401 and 403', async () => {
    const { store } = memberStore();
    const { failures, stop } = listen();
    answer('guest/index/getSilde', { code: 0, msg: '', slideList: [] });
    await store.dispatch(platformApi.endpoints.getSilde.initiate());
    answer('guest/index/getNotice', { code: 1000, msg: 'no notice today' });
    await store.dispatch(platformApi.endpoints.getNotice.initiate());
    answer('user/getUserBalance', { code: 429, msg: 'retry in ten seconds' }, 429);
    await store.dispatch(platformApi.endpoints.getUserBalance.initiate());
    answer(
      'guest/index/getWebsiteBasicInfo',
      { code: 403, errorCode: '403', ip: '203.0.113.9', msg: '' },
      403,
    );
    await store.dispatch(platformApi.endpoints.getWebsiteBasicInfo.initiate());
    answer('user/getUserInfo', { code: 401, msg: 'please log in' }, 401);
    await store.dispatch(platformApi.endpoints.getUserInfo.initiate());
    stop();
    expect(failures).toEqual([]);
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const { store } = memberStore();
    const { failures, stop } = listen();
    stop();
    server.use(http.post(`${API}guest/index/getNotice`, () => HttpResponse.error()));
    await store.dispatch(platformApi.endpoints.getNotice.initiate());
    expect(failures).toEqual([]);
  });
});
