import {
  CURRENCY_CODES,
  DEPOSIT_CANCEL_REASONS,
  MESSAGE_CATEGORIES,
  SLIDE_IMAGE,
} from '@platform/api-client/contract';
import { routePath } from '@platform/routes';
import { LANGUAGES } from '@platform/i18n/languages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp';

describe('site content', () => {
  const t = useTestApp();

  it('getWebsiteBasicInfo lists configKey/configValue pairs incl. siteName, keywords and customer service', async () => {
    const answer = await t.call('getWebsiteBasicInfo');
    const list = answer.body.websiteBasicList as { configKey: string; configValue: string }[];
    const keys = list.map((e) => e.configKey);
    expect(keys).toEqual(expect.arrayContaining(['siteName', 'keywords', 'serviceEmail']));
  });

  it('getRegisterItem: the registration-item switch', async () => {
    const answer = await t.call('getRegisterItem');
    const items = answer.body.registerItemList as {
      itemKey: string;
      isShow: number;
      isRequired: number;
    }[];
    const byKey = Object.fromEntries(items.map((i) => [i.itemKey, [i.isShow, i.isRequired]]));
    expect(byKey).toEqual({
      username: [1, 1],
      password: [1, 1],
      confirmPassword: [1, 1],
      mobile: [1, 1],
      smsCode: [1, 1],
      email: [0, 0],
      realName: [0, 0],
      inviteCode: [1, 0],
      captcha: [1, 1],
    });
  });

  it('terms, notices, banners and dictionary labels exist and differ in every language', async () => {
    const seen = {
      terms: new Set<string>(),
      notices: new Set<string>(),
      slides: new Set<string>(),
      reasons: new Set<string>(),
    };
    for (const { code } of LANGUAGES) {
      const terms = await t.call('getRegisterTerms', {}, { lang: code });
      expect(terms.body.content).toEqual(expect.any(String));
      seen.terms.add(terms.body.title as string);

      const notices = (await t.call('getNotice', {}, { lang: code })).body.noticeList as {
        title: string;
      }[];
      expect(notices).toHaveLength(3);
      seen.notices.add(notices.map((n) => n.title).join('|'));

      const slides = (await t.call('getSilde', {}, { lang: code })).body.slideList as {
        title: string;
        imageUrl: string;
      }[];
      expect(slides).toHaveLength(3);
      for (const s of slides) expect(s.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      seen.slides.add(slides.map((s) => s.title).join('|'));

      const reasons = (
        await t.call('getSysDictionary', { dictType: 'deposit_cancel_reason' }, { lang: code })
      ).body.dictionaryList as { dictLabel: string }[];
      expect(reasons).toHaveLength(5);
      seen.reasons.add(reasons.map((r) => r.dictLabel).join('|'));
    }
    // zh and hk share some characters, but every language has its own text.
    expect(seen.terms.size).toBe(8);
    expect(seen.notices.size).toBe(8);
    expect(seen.slides.size).toBe(8);
    expect(seen.reasons.size).toBe(8);
  });

  it('banners are one wordless drawing per slide, framed 5:2, each opening a page of the app', async () => {
    const slides = (await t.call('getSilde')).body.slideList as {
      imageUrl: string;
      linkUrl: string | null;
    }[];
    const drawings = slides.map((s) =>
      Buffer.from(s.imageUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString(),
    );
    expect(new Set(drawings).size).toBe(slides.length);
    for (const svg of drawings) {
      // The title is translated HTML laid over the image, so the image itself has no words.
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).toContain(`viewBox="0 0 ${SLIDE_IMAGE.width} ${SLIDE_IMAGE.height}"`);
    }
    expect(slides.map((s) => s.linkUrl)).toEqual([
      routePath('offers'),
      routePath('vipPrivilege'),
      routePath('inviteFriends'),
    ]);
  });

  it('getSysDictionary answers labels in the request language, in order', async () => {
    const en = await t.call('getSysDictionary', { dictType: 'gender' }, { lang: 3 });
    expect(en.body.dictionaryList).toEqual([
      { dictLabel: 'Male', dictValue: 'male', sort: 1 },
      { dictLabel: 'Female', dictValue: 'female', sort: 2 },
    ]);
    const zh = await t.call('getSysDictionary', { dictType: 'gender' }, { lang: 1 });
    expect((zh.body.dictionaryList as { dictLabel: string }[]).map((e) => e.dictLabel)).toEqual([
      '男',
      '女',
    ]);
    for (const dictType of ['feedback_question_type', 'message_category']) {
      expect(
        ((await t.call('getSysDictionary', { dictType })).body.dictionaryList as unknown[]).length,
      ).toBeGreaterThan(0);
    }
    expect((await t.call('getSysDictionary', { dictType: 'nope' })).body.dictionaryList).toEqual(
      [],
    );
  });

  it('dictionaries of closed lists hold exactly the contract values', async () => {
    const values = async (dictType: string) =>
      (
        (await t.call('getSysDictionary', { dictType })).body.dictionaryList as {
          dictValue: string;
        }[]
      ).map((e) => e.dictValue);
    expect(await values('deposit_cancel_reason')).toEqual([...DEPOSIT_CANCEL_REASONS]);
    expect(await values('message_category')).toEqual([...MESSAGE_CATEGORIES]);
  });

  it('getSysConfigValue reads one key; unknown keys are null', async () => {
    expect(
      (await t.call('getSysConfigValue', { key: 'sms_switch_bind' })).body.sysConfigValue,
    ).toBe('1');
    expect((await t.call('getSysConfigValue', { key: 'area_code' })).body.sysConfigValue).toBe(
      '+86',
    );
    expect((await t.call('getSysConfigValue', { key: 'nope' })).body.sysConfigValue).toBeNull();
  });

  it('seeds VIP levels 1-10 with rising values and the house accounts', async () => {
    const { rows } = await t.db.query<{
      level: number;
      promotion_turnover: number;
      daily_withdrawal_limit: number;
      upgrade_gift: number;
    }>(
      'SELECT level, promotion_turnover, daily_withdrawal_limit, upgrade_gift FROM vip_levels ORDER BY level',
    );
    expect(rows.map((r) => r.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.promotion_turnover).toBeGreaterThan(rows[i - 1]!.promotion_turnover);
      expect(rows[i]!.daily_withdrawal_limit).toBeGreaterThan(rows[i - 1]!.daily_withdrawal_limit);
    }
    // One house account per kind in each currency the platform knows.
    const house = await t.db.query<{ kind: string; currencies: string[] }>(
      `SELECT kind, array_agg(currency ORDER BY currency) AS currencies
       FROM ledger_accounts WHERE owner_user_id IS NULL GROUP BY kind ORDER BY kind`,
    );
    const every = [...CURRENCY_CODES].sort();
    expect(house.rows).toEqual(
      ['house_bonus', 'house_deposit', 'house_game', 'house_rebate', 'house_withdrawal'].map(
        (kind) => ({ kind, currencies: every }),
      ),
    );
  });
});
