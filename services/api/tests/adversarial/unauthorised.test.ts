import { endpoints, ResultCode } from '@platform/api-client/contract';
import { translate } from '@platform/i18n/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { languageKey } from './languageCheck';
import { memberCalls, sampleBody } from './memberCalls';
import { memberWithMoney, newSession } from './players';
import { countChanges, listTables, rowCounter, type RowCounts } from './tableCounts';
import { sendRaw } from './wire';

const NEW_PASSWORD = 'changed456';

// docs/decisions-api.md#adversarial-tests-from-the-contract
describe('the 401 matrix: every member call refuses a caller who is not logged in', () => {
  const t = useTestApp({ shareAcrossTests: true });
  const tokens: Record<string, string | undefined> = {};
  let counts: (db: typeof t.db) => Promise<RowCounts>;
  let liveToken: string;

  beforeAll(async () => {
    counts = rowCounter(await listTables(t.db));
    tokens['no token'] = undefined;
    tokens['a garbage token'] = 'garbage-token-that-was-never-issued';
    const loggedOut = await memberWithMoney(t);
    expect((await t.call('logout', {}, { token: loggedOut.token })).body.code).toBe(ResultCode.ok);
    tokens['a token after logout'] = loggedOut.token;
    // The password changed on another device ends every other session of the player.
    const changed = await memberWithMoney(t);
    const otherDevice = await newSession(t, changed.userId);
    const answer = await t.call(
      'modifyPassword',
      { oldPassword: changed.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token: otherDevice },
    );
    expect(answer.body.code).toBe(ResultCode.ok);
    tokens['a token after a password change elsewhere'] = changed.token;
    liveToken = otherDevice;
  });

  it('the session that changed the password stays logged in (the matrix tests what it should)', async () => {
    expect((await t.call('getUserInfo', {}, { token: liveToken })).body.code).toBe(ResultCode.ok);
  });

  it('lists every member call, built or planned', () => {
    expect(memberCalls.length).toBeGreaterThan(100);
  });

  it.each(memberCalls.map((name, index) => [name, (index % 8) + 1] as const))(
    '%s answers 401 in the caller’s language (lang %i) and writes nothing',
    async (name, lang) => {
      const def = endpoints[name];
      const expected = {
        code: ResultCode.unauthorized,
        msg: translate(languageKey(lang), 'notLoggedIn'),
      };
      for (const [caller, token] of Object.entries(tokens)) {
        const before = await counts(t.db);
        const answer = await sendRaw(t.app, def, sampleBody(name), {
          ...(token === undefined ? {} : { token }),
          lang,
          ip: '10.26.0.1',
        });
        expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }, caller).toEqual(
          { status: 401, body: expected },
        );
        expect(countChanges(before, await counts(t.db)), caller).toEqual({});
      }
    },
  );
});
