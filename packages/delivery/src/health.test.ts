import { describe, expect, it } from 'vitest';
import { canaryVerdict } from './health';

const policy = { minViews: 20, margin: 0.05 };

describe('the canary verdict', () => {
  it('waits for enough views: 19 all failed is no verdict, 20 is', () => {
    expect(
      canaryVerdict({ views: 19, failedViews: 19 }, { views: 100, failedViews: 0 }, policy),
    ).toMatchObject({ rollback: false, reason: 'too-few-views' });
    expect(
      canaryVerdict({ views: 20, failedViews: 20 }, { views: 100, failedViews: 0 }, policy),
    ).toMatchObject({ rollback: true, reason: 'exceeds-margin' });
  });

  it('keeps a canary exactly at the margin and rolls back one just above it', () => {
    // default 10 %; canary 15 % is at the margin, 15.01 % is over it.
    const baseline = { views: 1000, failedViews: 100 };
    expect(canaryVerdict({ views: 200, failedViews: 30 }, baseline, policy)).toMatchObject({
      rollback: false,
      reason: 'within-margin',
      canaryRate: 0.15,
      defaultRate: 0.1,
    });
    expect(canaryVerdict({ views: 10_000, failedViews: 1_501 }, baseline, policy)).toMatchObject({
      rollback: true,
    });
  });

  it('compares with the default, not with zero: a canary as bad as the default stays', () => {
    const baseline = { views: 500, failedViews: 250 };
    expect(canaryVerdict({ views: 100, failedViews: 54 }, baseline, policy).rollback).toBe(false);
    expect(canaryVerdict({ views: 100, failedViews: 56 }, baseline, policy).rollback).toBe(true);
  });

  it('reads a default with no views as a 0 % rate', () => {
    expect(
      canaryVerdict({ views: 20, failedViews: 1 }, { views: 0, failedViews: 0 }, policy),
    ).toMatchObject({ rollback: false, defaultRate: 0, canaryRate: 0.05 });
    expect(
      canaryVerdict({ views: 20, failedViews: 2 }, { views: 0, failedViews: 0 }, policy),
    ).toMatchObject({ rollback: true });
  });
});
