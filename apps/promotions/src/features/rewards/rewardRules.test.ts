import { describe, expect, it } from 'vitest';
import {
  REWARD_FILTER_SOURCES,
  rewardListOf,
  rewardPageRequest,
  rewardSourceOf,
} from './rewardRules';

describe('reward record tabs and filter', () => {
  it('reads the tab from the address and falls back to rewards', () => {
    expect(rewardListOf('prizes')).toBe('prizes');
    expect(rewardListOf('bogus')).toBe('rewards');
    expect(rewardListOf(null)).toBe('rewards');
  });

  it('filters rewards by every source but prizes, which have their own tab', () => {
    expect(REWARD_FILTER_SOURCES).toEqual([
      'offer',
      'welfare',
      'vipUpgrade',
      'vipBirthday',
      'vipWeekly',
      'rebate',
      'invite',
    ]);
    expect(rewardSourceOf('welfare')).toBe('welfare');
    expect(rewardSourceOf('prize')).toBeUndefined();
    expect(rewardSourceOf('bogus')).toBeUndefined();
    expect(rewardSourceOf(null)).toBeUndefined();
  });

  it('asks for 20 records a page, by source on the rewards tab only', () => {
    expect(rewardPageRequest('rewards', undefined, 1)).toEqual({
      pageNum: 1,
      pageSize: 20,
      list: 'rewards',
    });
    expect(rewardPageRequest('rewards', 'offer', 2)).toEqual({
      pageNum: 2,
      pageSize: 20,
      list: 'rewards',
      source: 'offer',
    });
    expect(rewardPageRequest('prizes', 'offer', 1)).toEqual({
      pageNum: 1,
      pageSize: 20,
      list: 'prizes',
    });
  });
});
