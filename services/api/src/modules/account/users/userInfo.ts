import { BASE_CURRENCY, isCurrencyCode, type UserInfo } from '@platform/api-client/contract';
import { daysSinceJoining } from '../../../core/time';
import { maskEmail, maskPhone } from './masking';
import type { UserRecord } from '../../../core/auth';

/** What the app may see of a player: contact details masked, days counted on the business calendar. */
/** `currencyFixed`: the member's money has started to move, so the currency can no longer change. */
export function toUserInfo(user: UserRecord, now: Date, currencyFixed: boolean): UserInfo {
  return {
    userId: user.id,
    username: user.username,
    realName: user.realName,
    realNameConfirmed: user.realNameConfirmed,
    gender: user.gender,
    birthDate: user.birthDate,
    birthDateConfirmed: user.birthDateConfirmed,
    mobile: maskPhone(user.mobile),
    email: maskEmail(user.email),
    avatar: user.avatar,
    vipLevel: user.vipLevel,
    registeredAt: user.createdAt.toISOString(),
    daysSinceJoining: daysSinceJoining(user.createdAt, now),
    langType: user.langType,
    currency: isCurrencyCode(user.currency) ? user.currency : BASE_CURRENCY,
    currencyFixed,
    isAgent: user.isAgent,
    autoTransfer: user.autoTransfer,
  };
}
