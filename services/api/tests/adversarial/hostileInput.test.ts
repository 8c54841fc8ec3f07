import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { memberWithMoney } from './players';

const EN = 3;

// docs/decisions-api.md#adversarial-tests-from-the-contract
describe('hostile input found by the fuzz test', () => {
  const t = useTestApp();

  it('a NUL character in a field is refused as an invalid field, not a server error', async () => {
    const guest = await t.call('getSponsoredClub', { key: 'nul\u0000byte' }, { lang: EN });
    expect(guest).toEqual({ status: 400, body: { code: 400, msg: 'setting is invalid' } });
    const member = await memberWithMoney(t);
    const answer = await t.call(
      'gameCollectDelete',
      { platCode: 'AG\u0000', gameCode: 'x' },
      { token: member.token, lang: 1 },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    const forgot = await t.call('getEmailCodeByForgetPwd', { username: 'a\u0000b' }, { lang: EN });
    expect(forgot.body).toEqual({ code: 400, msg: 'username is invalid' });
  });
});
