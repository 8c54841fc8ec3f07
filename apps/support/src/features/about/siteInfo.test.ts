import { describe, expect, it } from 'vitest';
import { aboutSiteInfo } from './siteInfo';

describe('about site info', () => {
  it('picks the name, service e-mail and copyright from the site configuration', () => {
    expect(
      aboutSiteInfo([
        { configKey: 'siteName', configValue: ' StarPlay ' },
        { configKey: 'keywords', configValue: 'sports' },
        { configKey: 'description', configValue: 'One wallet.' },
        { configKey: 'serviceEmail', configValue: 'service@example.com' },
        { configKey: 'copyright', configValue: '© 2026 StarPlay' },
      ]),
    ).toEqual({
      siteName: 'StarPlay',
      serviceEmail: 'service@example.com',
      copyright: '© 2026 StarPlay',
    });
  });

  it('leaves out what is missing or blank, and reads nothing before the configuration loads', () => {
    expect(aboutSiteInfo([{ configKey: 'siteName', configValue: '  ' }])).toEqual({});
    expect(aboutSiteInfo(undefined)).toEqual({});
  });
});
