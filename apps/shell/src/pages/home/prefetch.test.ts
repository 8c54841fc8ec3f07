import { createPlatformStore, platformApi } from '@platform/api-client';
import { languageByKey } from '@platform/i18n';
import { routePath } from '@platform/routes';
import { recordCalls, server, waitFor } from '@platform/ui/testing';
import { describe, expect, it } from 'vitest';
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

describe('prefetching home', () => {
  it("asks for each of home's calls once, and the page's own queries then find them cached", async () => {
    const calls = {
      getSilde: recordCalls('getSilde', { slideList: [] }),
      getNotice: recordCalls('getNotice', { noticeList: [] }),
      getWebsiteBasicInfo: recordCalls('getWebsiteBasicInfo', { websiteBasicList: [] }),
    };
    server.use(...Object.values(calls).map((c) => c.handler));
    const { store } = createPlatformStore({
      token: null,
      isLogin: false,
      langTypVal: languageByKey('en')!.code,
      restrictedIp: null,
    });
    prefetchHome(store.dispatch);
    await waitFor(() => {
      for (const call of Object.values(calls)) expect(call.calls).toHaveLength(1);
    });
    const page = store.dispatch(platformApi.endpoints.getSilde.initiate());
    await page;
    page.unsubscribe();
    expect(calls.getSilde.calls).toHaveLength(1);
  });
});
