// Standalone dev only: the site configuration the about page reads (as api/seeds/siteInfo.ts seeds it).
import { answer } from '@platform/api-client/mocks';
import type { HttpHandler } from 'msw';

export function aboutHandlers(): HttpHandler[] {
  return [
    answer('getWebsiteBasicInfo', {
      websiteBasicList: [
        { configKey: 'siteName', configValue: 'StarPlay' },
        {
          configKey: 'description',
          configValue:
            'Sports, live dealers, chess and cards, e-sports, lottery and slots in one wallet.',
        },
        { configKey: 'serviceEmail', configValue: 'service@starplay.example' },
        { configKey: 'copyright', configValue: '© 2026 StarPlay' },
      ],
    }),
  ];
}
