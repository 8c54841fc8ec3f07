import { LANGUAGES } from '@platform/i18n/languages';
import { translate } from '@platform/i18n/server';
import type { Queryable } from '../../../db/database';
import type { Translated } from '../../../core/text';
import { grantWelfare, type GrantedWelfare } from '../welfare/welfareItems';

/**
 * The VIP gifts (docs/product-rules.md#vip) are welfare items the player claims in the welfare
 * centre, each under its own reward source and a grant key that makes it happen once.
 */

function inEveryLanguage(key: string, params: Record<string, unknown> = {}): Translated {
  return Object.fromEntries(
    LANGUAGES.map((l) => [l.key, translate(l.key, `server:vip.${key}`, params)]),
  ) as Translated;
}

export interface VipGift {
  userId: number;
  amount: number;
  now: Date;
}

/** The upgrade gift of a level: once per level ever, even after a relegation and a new promotion. */
export function grantUpgradeGift(
  tx: Queryable,
  gift: VipGift & { level: number },
): Promise<GrantedWelfare> {
  return grantWelfare(tx, {
    userId: gift.userId,
    type: 'virtual',
    title: inEveryLanguage('upgradeGiftTitle', { level: gift.level }),
    count: 1,
    amount: gift.amount,
    grantKey: `vipUpgrade:${gift.userId}:${gift.level}`,
    rewardSource: 'vipUpgrade',
    now: gift.now,
  });
}

/** The birthday gift of a year: once per player and year. */
export function grantBirthdayGift(
  tx: Queryable,
  gift: VipGift & { year: number },
): Promise<GrantedWelfare> {
  return grantWelfare(tx, {
    userId: gift.userId,
    type: 'virtual',
    title: inEveryLanguage('birthdayGiftTitle'),
    count: 1,
    amount: gift.amount,
    grantKey: `vipBirthday:${gift.userId}:${gift.year}`,
    rewardSource: 'vipBirthday',
    now: gift.now,
  });
}

/** The weekly red envelope of a Saturday, claimable until its own deadline. */
export function grantWeeklyEnvelope(
  tx: Queryable,
  gift: VipGift & { saturday: string; expiresAt: Date },
): Promise<GrantedWelfare> {
  return grantWelfare(tx, {
    userId: gift.userId,
    type: 'virtual',
    title: inEveryLanguage('weeklyEnvelopeTitle'),
    count: 1,
    amount: gift.amount,
    grantKey: `vipWeekly:${gift.userId}:${gift.saturday}`,
    rewardSource: 'vipWeekly',
    expiresAt: gift.expiresAt,
    now: gift.now,
  });
}
