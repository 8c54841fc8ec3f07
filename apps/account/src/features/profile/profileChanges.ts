import type { RequestOf, UserInfo } from '@platform/api-client';
import { ADULT_AGE_YEARS } from '@platform/api-client';
import { businessToday } from '@platform/api-client/contract';

export type Gender = NonNullable<UserInfo['gender']>;

/** What the profile form holds; empty strings are "not filled in". */
export interface ProfileValues {
  realName?: string;
  gender?: Gender;
  birthDate?: string;
}

/**
 * The modifyUserInfo request for what the player changed: only fields that differ, and never the
 * real name or birth date once confirmed (they cannot be edited then:
 * docs/product-rules.md#profile).
 */
export function profileChanges(user: UserInfo, values: ProfileValues): RequestOf<'modifyUserInfo'> {
  const changes: RequestOf<'modifyUserInfo'> = {};
  const realName = values.realName?.trim();
  if (!user.realNameConfirmed && realName && realName !== user.realName)
    changes.realName = realName;
  if (values.gender && values.gender !== user.gender) changes.gender = values.gender;
  if (!user.birthDateConfirmed && values.birthDate && values.birthDate !== user.birthDate)
    changes.birthDate = values.birthDate;
  return changes;
}

/** Real name and birth date are locked once saved, so the player confirms them first. */
export function locksAfterSaving(changes: RequestOf<'modifyUserInfo'>): boolean {
  return changes.realName !== undefined || changes.birthDate !== undefined;
}

/**
 * The latest birth date of an adult today (business calendar, like the server's check): the
 * date picker's upper bound. 29 February falls back to the 28th in a common year.
 */
export function latestAdultBirthDate(now: Date): string {
  const today = businessToday(now);
  const year = today.getUTCFullYear() - ADULT_AGE_YEARS;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}
