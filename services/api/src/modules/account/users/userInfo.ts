import type { UserInfo } from '@platform/api-client/contract';
import { daysSinceJoining } from '../../../core/time';
import { maskEmail, maskPhone } from './masking';
import type { UserRecord } from '../../../core/auth';

/** What the app may see of a player: contact details masked, days counted on the business calendar. */
export function toUserInfo(user: UserRecord, now: Date): UserInfo {
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
    currency: user.currency,
    isAgent: user.isAgent,
    autoTransfer: user.autoTransfer,
  };
}
