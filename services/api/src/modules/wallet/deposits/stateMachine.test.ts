import { DEPOSIT_ORDER_STATUSES, type DepositOrderStatus } from '@platform/api-client/contract';
import { LANGUAGE_KEYS } from '@platform/i18n/languages';
import { serverI18n } from '@platform/i18n/server';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_REFUSALS, effectiveStatus, transition, type DepositEvent } from './stateMachine';

const status = (from: DepositOrderStatus, event: DepositEvent) => {
  const t = transition(from, event);
  return t.ok ? t.to : t.refusal;
};

describe('deposit order state machine', () => {
  it('walks the happy path: waiting → voucher → to be confirmed → success', () => {
    expect(status('waitingForPayment', 'uploadVoucher')).toBe('voucherUploaded');
    expect(status('voucherUploaded', 'confirmPayment')).toBe('toBeConfirmed');
    expect(status('toBeConfirmed', 'approve')).toBe('success');
  });

  it('lets the processor settle any order in progress, paid or not', () => {
    for (const from of ['waitingForPayment', 'voucherUploaded', 'toBeConfirmed'] as const) {
      expect(status(from, 'approve')).toBe('success');
      expect(status(from, 'reject')).toBe('failure');
    }
  });

  it('refuses confirming payment before a voucher is uploaded', () => {
    expect(status('waitingForPayment', 'confirmPayment')).toBe('depositVoucherRequired');
  });

  it('cancels only unpaid orders', () => {
    expect(status('waitingForPayment', 'cancel')).toBe('cancelled');
    expect(status('voucherUploaded', 'cancel')).toBe('depositAlreadyPaid');
    expect(status('toBeConfirmed', 'cancel')).toBe('depositAlreadyPaid');
    expect(status('expired', 'cancel')).toBe('depositOrderExpired');
    expect(status('success', 'cancel')).toBe('depositOrderCompleted');
    expect(status('cancelled', 'cancel')).toBe('depositOrderClosed');
  });

  it('makes a repeated approval or rejection a no-op, and never crosses between them', () => {
    expect(transition('success', 'approve')).toEqual({ ok: true, to: 'success', changed: false });
    expect(transition('failure', 'reject')).toEqual({ ok: true, to: 'failure', changed: false });
    expect(status('success', 'reject')).toBe('depositOrderCompleted');
    expect(status('failure', 'approve')).toBe('depositOrderCompleted');
  });

  it('allows neither approval nor rejection of a cancelled order', () => {
    expect(status('cancelled', 'approve')).toBe('depositOrderClosed');
    expect(status('cancelled', 'reject')).toBe('depositOrderClosed');
  });

  it('still credits money that arrives after the order expired', () => {
    expect(status('expired', 'approve')).toBe('success');
    expect(status('expired', 'uploadVoucher')).toBe('depositOrderExpired');
  });

  it('expires only orders waiting for payment', () => {
    expect(status('waitingForPayment', 'expire')).toBe('expired');
    for (const from of DEPOSIT_ORDER_STATUSES.filter((s) => s !== 'waitingForPayment'))
      expect(transition(from, 'expire')).toEqual({ ok: true, to: from, changed: false });
  });

  it('reads an unpaid order past its deadline as expired', () => {
    const deadline = new Date('2026-01-15T04:30:00Z');
    const before = new Date('2026-01-15T04:29:59Z');
    expect(effectiveStatus('waitingForPayment', deadline, before)).toBe('waitingForPayment');
    expect(effectiveStatus('waitingForPayment', deadline, deadline)).toBe('expired');
    expect(effectiveStatus('voucherUploaded', deadline, deadline)).toBe('voucherUploaded');
  });

  it('has a message in every language for every refusal', () => {
    const i18n = serverI18n();
    for (const key of DEPOSIT_REFUSALS)
      for (const lng of LANGUAGE_KEYS)
        expect(i18n.exists(`errors:${key}`, { lng, fallbackLng: false }), `${lng}:${key}`).toBe(
          true,
        );
  });
});
