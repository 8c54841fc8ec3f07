import { routePath } from '@platform/routes';
import { expect, test } from './fixtures';
import { API } from './support';

/** docs/decisions.md#security-headers */

const RESTRICTED_IP = '203.0.113.78';
const GET_RESTRICT = 'web/guest/restrict/getRestrict';

test('an X-Forwarded-For written by the client does not change the address the API sees through the site', async ({
  page,
  playwright,
  request,
}) => {
  const admin = await playwright.request.newContext();
  expect(
    (await admin.post(`${API}/__dev/restrict`, { data: { ip: RESTRICTED_IP } })).ok(),
  ).toBeTruthy();
  try {
    const posingAs = { 'x-forwarded-for': RESTRICTED_IP };
    // The address is restricted: the API refuses it when its trusted proxy (loopback) names it.
    const direct = await request.post(`${API}/${GET_RESTRICT}`, { headers: posingAs, form: {} });
    expect(await direct.json()).toMatchObject({ code: 403, ip: RESTRICTED_IP });

    // A client that writes it itself, through the site, is still the address it calls from.
    const throughSite = await request.post(GET_RESTRICT, { headers: posingAs, form: {} });
    expect(await throughSite.json()).toMatchObject({ code: 0 });
    await page.setExtraHTTPHeaders(posingAs);
    await page.goto('./');
    await expect(page.getByTestId('home')).toBeVisible();
    await expect(page).not.toHaveURL(/#\/pages\/access\/access/);
  } finally {
    await admin.delete(`${API}/__dev/restrict`, { data: { ip: RESTRICTED_IP } });
    await admin.dispose();
  }
});

test("the site's pages run no script the build did not write, and nobody frames them", async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('./');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByTestId('home')).toBeVisible();

  // An injected inline script (what a stored XSS would write) is refused, and reported.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations().length).toBe(1);
});

test("the store's mirror answers CORS to the site's origin only", async ({ request }) => {
  const discovery = await request.get('web/frontend-discovery.json');
  expect(discovery.ok()).toBeTruthy();
  const mirrored = JSON.stringify(await discovery.json()).match(
    /http:\/\/127\.0\.0\.1:8086\/deploy\/[^"]+\.js/,
  )?.[0];
  expect(mirrored).toBeDefined();
  const asSite = await request.get(mirrored!, { headers: { origin: 'http://127.0.0.1:8080' } });
  expect(asSite.headers()['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  const asOther = await request.get(mirrored!, { headers: { origin: 'https://evil.example' } });
  expect(asOther.ok()).toBeTruthy();
  expect(asOther.headers()['access-control-allow-origin']).toBeUndefined();
});

test("an area whose files fail on the site loads from the mirror under the site's policy", async ({
  page,
}) => {
  // docs/architecture.md#delivery: the support area's files are unreachable on the site itself.
  await page.route('http://127.0.0.1:8080/deploy/support/**', (route) =>
    route.abort('connectionrefused'),
  );
  const fromMirror: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith('http://127.0.0.1:8086/deploy/support/') && response.ok())
      fromMirror.push(response.url());
  });

  await page.goto(`./#${routePath('sponsor')}`);

  await expect(page.getByTestId('area-page-support')).toBeAttached();
  expect(fromMirror.some((url) => url.endsWith('.js'))).toBe(true);
});
