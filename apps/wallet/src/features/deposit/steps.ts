import type { DepositOrderStatus } from '@platform/api-client/contract';

/**
 * While a paid order is under review the page asks again this often, so it turns to success or
 * failure by itself (deposits arrive in 5-15 minutes: docs/product-rules.md#deposits).
 */
export const REVIEW_POLL_MS = 15_000;

/** The four steps shown after submitting a deposit (docs/product-rules.md#deposits). */
export const DEPOSIT_STEPS = [
  'submitted',
  'waitingForPayment',
  'uploadVoucher',
  'complete',
] as const;

export type DepositView = 'pay' | 'voucher' | 'complete' | 'closed';

/**
 * Where an order stands among the four steps and what the page shows. An order waits for payment
 * until the player says they paid (`paying`), then asks for the voucher; once the voucher is up and
 * payment confirmed, the order is complete from the player's side (review, then success/failure).
 */
export function depositStep(
  status: DepositOrderStatus,
  paying: boolean,
): { current: number; view: DepositView } {
  switch (status) {
    case 'waitingForPayment':
      return paying ? { current: 2, view: 'voucher' } : { current: 1, view: 'pay' };
    case 'voucherUploaded':
      return { current: 2, view: 'voucher' };
    case 'toBeConfirmed':
    case 'success':
    case 'failure':
      return { current: 3, view: 'complete' };
    case 'cancelled':
    case 'expired':
      return { current: 1, view: 'closed' };
  }
}
