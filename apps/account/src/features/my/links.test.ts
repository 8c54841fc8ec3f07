import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { MY_LINK_GROUPS, sportsAppUrl } from './links';

describe('my page links', () => {
  it('lists the links of the my page once each', () => {
    const paths = MY_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        routePath('transactions'),
        routePath('betRecord'),
        routePath('rewardRecord'),
        routePath('cards'),
        routePath('inviteFriends'),
        routePath('feedback'),
        routePath('help'),
        routePath('agent'),
        routePath('about'),
        routePath('sponsor'),
        routePath('profile'),
        routePath('settings'),
        routePath('responsibleGambling'),
      ]),
    );
  });

  it('opens the reward record from the records group, and leaves the welfare centre to the transfer page', () => {
    const records = MY_LINK_GROUPS.find((group) => group.key === 'records')!.links;
    expect(records.map((link) => [link.key, link.path])).toEqual([
      ['transactions', routePath('transactions')],
      ['betRecord', routePath('betRecord')],
      ['rewardRecord', routePath('rewardRecord')],
    ]);
    // The my page lists no welfare centre row: the welfare wallet opens it on the transfer page.
    const paths = MY_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.path));
    expect(paths).not.toContain(routePath('welfareRecord'));
  });

  it('takes the sports app from the site configuration, web addresses only', () => {
    const entry = (configValue: string) => [{ configKey: 'sportsAppUrl', configValue }];
    expect(sportsAppUrl(entry('https://sports.example/app'))).toBe('https://sports.example/app');
    expect(sportsAppUrl(entry('javascript:alert(1)'))).toBeNull();
    expect(sportsAppUrl(entry(' '))).toBeNull();
    expect(sportsAppUrl([])).toBeNull();
    expect(sportsAppUrl(undefined)).toBeNull();
  });
});
