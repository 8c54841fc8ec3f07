import { createPlatformStore, platformApi } from '@platform/api-client';
import { languageByKey } from '@platform/i18n';
import { routePath } from '@platform/routes';
import { recordCalls, server, waitFor } from '@platform/ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { opensOnHome, prefetchHome } from './prefetch';

describe("home's data is asked for at start only when the app opens on home", () => {
  it.each(['', '#', '#/', `#${routePath('homeIndex')}`])('opens on home: "%s"', (hash) => {
    expect(opensOnHome(hash)).toBe(true);
  });

  it.each([`#${routePath('deposit')}`, `#${routePath('login')}`, '#/no/such/page'])(
    'opens elsewhere: "%s"',
    (hash) => {
      expect(opensOnHome(hash)).toBe(false);
    },
  );
});

function guestStore() {
  return createPlatformStore({
    token: null,
    isLogin: false,
    langTypVal: languageByKey('en')!.code,
    restrictedIp: null,
  }).store;
}

function serveHomeCalls() {
  const calls = {
    getSilde: recordCalls('getSilde', { slideList: [] }),
    getNotice: recordCalls('getNotice', { noticeList: [] }),
    getWebsiteBasicInfo: recordCalls('getWebsiteBasicInfo', { websiteBasicList: [] }),
  };
  server.use(...Object.values(calls).map((c) => c.handler));
  return calls;
}

const SLIDE = { id: 7, title: 'From the HTML', imageUrl: '/banner/7.png', linkUrl: null };
const scope = globalThis as { __homeSlides?: Promise<unknown> };

describe('the slides the HTML asked for before any script', () => {
  afterEach(() => delete scope.__homeSlides);

  it('are taken into the cache instead of being asked for again', async () => {
    scope.__homeSlides = Promise.resolve({ code: 0, msg: 'success', slideList: [SLIDE] });
    const calls = serveHomeCalls();
    const store = guestStore();
    await prefetchHome(store.dispatch);
    const cached = platformApi.endpoints.getSilde.select()(store.getState());
    expect(cached.data?.slideList).toEqual([SLIDE]);
    await waitFor(() => expect(calls.getNotice.calls).toHaveLength(1));
    expect(calls.getSilde.calls).toHaveLength(0);
  });

  it('are asked for by the app when the HTML got no usable answer', async () => {
    scope.__homeSlides = Promise.reject(new Error('offline'));
    const calls = serveHomeCalls();
    await prefetchHome(guestStore().dispatch);
    await waitFor(() => expect(calls.getSilde.calls).toHaveLength(1));
  });
});

describe('prefetching home', () => {
  it("asks for each of home's calls once, and the page's own queries then find them cached", async () => {
    const calls = serveHomeCalls();
    const store = guestStore();
    void prefetchHome(store.dispatch);
    await waitFor(() => {
      for (const call of Object.values(calls)) expect(call.calls).toHaveLength(1);
    });
    const page = store.dispatch(platformApi.endpoints.getSilde.initiate());
    await page;
    page.unsubscribe();
    expect(calls.getSilde.calls).toHaveLength(1);
  });
});
