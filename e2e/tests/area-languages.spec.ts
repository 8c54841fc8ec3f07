import { test } from './fixtures';
import {
  AREA_PAGES as PAGES,
  devPost,
  expectPageReads,
  LANGUAGES,
  localeText,
  registerViaApi,
  setPayPassword,
  signInAs,
  trackRequests,
} from './support';

// Five independent sweeps, each with its own player: spread over both workers rather than run one
// after another in one (this file is the suite's longest).
test.describe.configure({ mode: 'parallel' });

for (const area of ['wallet', 'account', 'games', 'promotions', 'support'] as const) {
  test(`every ${area} page reads in each of the 8 languages, with no untranslated key, nothing wider than the screen, no WCAG A/AA violation, and every label whole at 200 % text`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    const network = trackRequests(page);
    const player = await registerViaApi(page.request);
    await setPayPassword(page.request, player.token, '102938');
    await devPost(page.request, '/__dev/credit', { username: player.username, amount: 50_000 });

    for (const language of LANGUAGES) {
      await signInAs(page, player.token, language);
      // The language's first page is a fresh load (a deep link: its tab title names the site
      // without home having asked for it); the others are reached as a player reaches them,
      // within the app (a load per page cost the suite minutes).
      let first = true;
      for (const { path, title } of PAGES.filter((p) => p.title.startsWith(`${area}:`))) {
        await page.goto(`./#${path}`);
        if (first) await page.reload();
        first = false;
        await expectPageReads(page, network, `${language} ${path}`, localeText(language, title));
      }
    }
  });
}
