// Standalone dev only: the player of the my and profile pages, kept in memory so a saved profile
// shows; unread counts and the site configuration (sports app link).
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMeta } from '@platform/api-client';
import { answer, memberFixture } from '@platform/api-client/mocks';

let player = memberFixture({
  realName: null,
  realNameConfirmed: false,
  email: 'd***@example.com',
  vipLevel: 3,
  daysSinceJoining: 42,
});

const ok = (fields: object = {}) => HttpResponse.json({ code: 0, msg: 'success', ...fields });

/**
 * `?scenario=agent` makes the player an agent (team figures on the agent page); `?scenario=confirmed`
 * shows a confirmed real name and birth date (read-only).
 */
export function profileHandlers(scenario: string | null): HttpHandler[] {
  if (scenario === 'agent') player = { ...player, isAgent: true };
  if (scenario === 'confirmed')
    player = {
      ...player,
      realName: '张三',
      realNameConfirmed: true,
      birthDate: '1990-05-06',
      birthDateConfirmed: true,
    };
  return [
    http.post(`*/web/${endpointMeta.getUserInfo.path}`, () => ok({ userInfo: player })),
    http.post(`*/web/${endpointMeta.modifyUserInfo.path}`, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      const realName = body.get('realName');
      const birthDate = body.get('birthDate');
      const gender = body.get('gender');
      const avatar = body.get('avatar');
      player = {
        ...player,
        ...(realName ? { realName, realNameConfirmed: true } : {}),
        ...(birthDate ? { birthDate, birthDateConfirmed: true } : {}),
        ...(gender === 'male' || gender === 'female' ? { gender } : {}),
        ...(avatar ? { avatar } : {}),
      };
      return ok();
    }),
    // The uploaded image comes back as a local object URL, so the new avatar shows.
    http.post(`*/web/${endpointMeta.uploadFile.path}`, async ({ request }) => {
      const file = (await request.formData()).get('file');
      return ok({ url: file instanceof Blob ? URL.createObjectURL(file) : '' });
    }),
    answer('getUserBalance', {
      userBalanceMap: {
        centralWallet: 123_456,
        lockWallet: 20_000,
        welfareWallet: 1_800,
        total: 145_256,
      },
    }),
    answer('getWebsiteBasicInfo', {
      websiteBasicList: [
        { configKey: 'siteName', configValue: 'StarPlay' },
        { configKey: 'sportsAppUrl', configValue: 'https://sports.starplay.example/app' },
      ],
    }),
  ];
}
