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
      ]),
    );
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
