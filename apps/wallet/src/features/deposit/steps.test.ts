import { describe, expect, it } from 'vitest';
import { depositStep } from './steps';

describe('the four deposit steps', () => {
  it('waits for payment, then asks for the voucher once the player says they paid', () => {
    expect(depositStep('waitingForPayment', false)).toEqual({ current: 1, view: 'pay' });
    expect(depositStep('waitingForPayment', true)).toEqual({ current: 2, view: 'voucher' });
  });
  it('stays on the voucher step until payment is confirmed', () => {
    expect(depositStep('voucherUploaded', false)).toEqual({ current: 2, view: 'voucher' });
  });
  it('is complete from confirmation on, whatever review decides', () => {
    for (const status of ['toBeConfirmed', 'success', 'failure'] as const)
      expect(depositStep(status, false)).toEqual({ current: 3, view: 'complete' });
  });
  it('closes a cancelled or expired order', () => {
    expect(depositStep('cancelled', false).view).toBe('closed');
    expect(depositStep('expired', true).view).toBe('closed');
  });
});
