import { describe, expect, it } from 'vitest';
import { adultBirthDateSchema } from '@platform/api-client/contract';
import { memberFixture } from '@platform/api-client/mocks';
import {} from '@platform/ui/testing';
import { latestAdultBirthDate, locksAfterSaving, profileChanges } from './profileChanges';

const open = memberFixture({ realName: null, realNameConfirmed: false, birthDateConfirmed: false });

describe('profile changes', () => {
  it('sends only what changed, trimmed', () => {
    expect(
      profileChanges(open, { realName: ' 李四 ', gender: 'female', birthDate: '2000-01-02' }),
    ).toEqual({ realName: '李四', gender: 'female', birthDate: '2000-01-02' });
    expect(
      profileChanges(
        { ...open, gender: 'male', birthDate: '2000-01-02' },
        {
          gender: 'male',
          birthDate: '2000-01-02',
          realName: '',
        },
      ),
    ).toEqual({});
  });

  it('never sends a confirmed real name or birth date', () => {
    const confirmed = memberFixture({ realNameConfirmed: true, birthDateConfirmed: true });
    expect(
      profileChanges(confirmed, { realName: 'Other', birthDate: '1990-01-01', gender: 'male' }),
    ).toEqual({ gender: 'male' });
  });

  it('asks for a confirmation only when something that locks is saved', () => {
    expect(locksAfterSaving({ gender: 'male' })).toBe(false);
    expect(locksAfterSaving({ realName: '李四' })).toBe(true);
    expect(locksAfterSaving({ birthDate: '2000-01-01' })).toBe(true);
  });
});

describe('latest adult birth date', () => {
  it('is 18 years before the business day and passes the contract rule', () => {
    // 2026-03-01 01:00 in Shanghai is still 28 February in UTC.
    const now = new Date('2026-02-28T17:00:00Z');
    expect(latestAdultBirthDate(now)).toBe('2008-03-01');
    expect(adultBirthDateSchema(now).safeParse('2008-03-01').success).toBe(true);
    expect(adultBirthDateSchema(now).safeParse('2008-03-02').success).toBe(false);
  });

  it('turns 29 February into the 28th in a common year', () => {
    expect(latestAdultBirthDate(new Date('2028-02-29T04:00:00Z'))).toBe('2010-02-28');
  });
});
