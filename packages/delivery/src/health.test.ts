import { describe, expect, it } from 'vitest';
import { canaryVerdict } from './health';

const policy = { minViews: 20, margin: 0.05 };

describe('the canary verdict', () => {
  it('waits for enough distinct page loads: 19 all failed is no verdict, 20 is', () => {
    expect(
      canaryVerdict({ loads: 19, failedLoads: 19 }, { loads: 100, failedLoads: 0 }, policy),
    ).toMatchObject({ rollback: false, reason: 'too-few-loads' });
    expect(
      canaryVerdict({ loads: 20, failedLoads: 20 }, { loads: 100, failedLoads: 0 }, policy),
    ).toMatchObject({ rollback: true, reason: 'exceeds-margin' });
  });

  it('keeps a canary exactly at the margin and rolls back one just above it', () => {
    // default 10 %; canary 15 % is at the margin, 15.01 % is over it.
    const baseline = { loads: 1000, failedLoads: 100 };
    expect(canaryVerdict({ loads: 200, failedLoads: 30 }, baseline, policy)).toMatchObject({
      rollback: false,
      reason: 'within-margin',
      canaryRate: 0.15,
      defaultRate: 0.1,
    });
    expect(canaryVerdict({ loads: 10_000, failedLoads: 1_501 }, baseline, policy)).toMatchObject({
      rollback: true,
    });
  });

  it('compares with the default, not with zero: a canary as bad as the default stays', () => {
    const baseline = { loads: 500, failedLoads: 250 };
    expect(canaryVerdict({ loads: 100, failedLoads: 54 }, baseline, policy).rollback).toBe(false);
    expect(canaryVerdict({ loads: 100, failedLoads: 56 }, baseline, policy).rollback).toBe(true);
  });

  it('reads a default with no page loads as a 0 % rate', () => {
    expect(
      canaryVerdict({ loads: 20, failedLoads: 1 }, { loads: 0, failedLoads: 0 }, policy),
    ).toMatchObject({ rollback: false, defaultRate: 0, canaryRate: 0.05 });
    expect(
      canaryVerdict({ loads: 20, failedLoads: 2 }, { loads: 0, failedLoads: 0 }, policy),
    ).toMatchObject({ rollback: true });
  });
});
