import type { PayloadOf } from '@platform/api-client/contract';
import { routePath } from '@platform/routes';
import QRCode from 'qrcode';
import type { Queryable } from '../../../db/database';
import { canJoinInviteActivity, inviteCodeOf } from '../../account';
import type { UserRecord } from '../../../core/auth';
import { inviteRecordTotal } from './records';

/** The query parameter of the register page that carries the inviter's code. */
export const INVITE_CODE_PARAM = 'inviteCode';

/**
 * The invite link (docs/product-rules.md#invite): the site's register page (the login page on its
 * register tab; the app routes by hash) with the inviter's code, on the site's public origin.
 */
export function inviteUrl(siteOrigin: string, userId: number): string {
  const path = routePath('login', { type: 'register', [INVITE_CODE_PARAM]: inviteCodeOf(userId) });
  return `${siteOrigin}/#${path}`;
}

/** The member's code and link, whether they may join (agents may not) and their figures. */
export async function inviterInfo(
  db: Queryable,
  user: Pick<UserRecord, 'id' | 'isAgent'>,
  siteOrigin: string,
  now: Date,
): Promise<PayloadOf<'getInviterInfo'>> {
  const totals = await inviteRecordTotal(db, user.id, now);
  return {
    inviteCode: inviteCodeOf(user.id),
    inviteUrl: inviteUrl(siteOrigin, user.id),
    canJoin: canJoinInviteActivity(user),
    registeredFriends: totals.registeredFriends,
    accumulatedEarnings: totals.accumulatedEarnings,
    cumulativeBets: totals.cumulativeBets,
  };
}

/** The invite link as a QR code: a PNG data URL drawn by the qrcode library. */
export async function inviterQrcode(
  userId: number,
  siteOrigin: string,
): Promise<PayloadOf<'getInviterQrcode'>> {
  const url = inviteUrl(siteOrigin, userId);
  const qrcode = await QRCode.toDataURL(url, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 256,
  });
  return { qrcode, inviteUrl: url };
}
