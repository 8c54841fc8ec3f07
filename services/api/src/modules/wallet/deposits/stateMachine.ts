import type { DepositOrderStatus } from '@platform/api-client/contract';

/**
 * The deposit order's life (docs/product-rules.md#deposits). Submitting an order (createOrder)
 * assigns the receiving account at once, so a new order is stored straight as `waitingForPayment`;
 * then the player uploads a voucher (`voucherUploaded`), confirms having paid (`toBeConfirmed`),
 * and the payment processor settles it (`success` | `failure`). Unpaid orders can be cancelled or
 * run out of time.
 */
export type DepositEvent =
  | 'uploadVoucher'
  | 'confirmPayment'
  | 'cancel'
  | 'expire'
  /** The processor found the money (sandbox: an operator or a test). */
  | 'approve'
  | 'reject';

/** Why a step is refused; each value is a message key of the `errors` namespace. */
export type DepositRefusal =
  | 'depositVoucherRequired'
  | 'depositAlreadyPaid'
  | 'depositUnderReview'
  | 'depositOrderExpired'
  | 'depositOrderClosed'
  | 'depositOrderCompleted';

export const DEPOSIT_REFUSALS: readonly DepositRefusal[] = [
  'depositVoucherRequired',
  'depositAlreadyPaid',
  'depositUnderReview',
  'depositOrderExpired',
  'depositOrderClosed',
  'depositOrderCompleted',
];

/** `changed: false` means the order already is where the event leads: repeat calls are harmless. */
export type Transition =
  { ok: true; to: DepositOrderStatus; changed: boolean } | { ok: false; refusal: DepositRefusal };

/** Orders still in progress: the deposit-info page resumes the latest of them. */
export const UNFINISHED_STATUSES: readonly DepositOrderStatus[] = [
  'waitingForPayment',
  'voucherUploaded',
  'toBeConfirmed',
];

const to = (status: DepositOrderStatus, changed = true): Transition => ({
  ok: true,
  to: status,
  changed,
});
const refuse = (refusal: DepositRefusal): Transition => ({ ok: false, refusal });

type Table = Record<DepositOrderStatus, Record<DepositEvent, Transition>>;

const TABLE: Table = {
  waitingForPayment: {
    uploadVoucher: to('voucherUploaded'),
    confirmPayment: refuse('depositVoucherRequired'),
    cancel: to('cancelled'),
    expire: to('expired'),
    approve: to('success'),
    reject: to('failure'),
  },
  // Once a voucher is up the player has paid: cancelling could lose the money (the advice in
  // docs/product-rules.md#deposits).
  voucherUploaded: {
    uploadVoucher: to('voucherUploaded'),
    confirmPayment: to('toBeConfirmed'),
    cancel: refuse('depositAlreadyPaid'),
    expire: to('voucherUploaded', false),
    approve: to('success'),
    reject: to('failure'),
  },
  toBeConfirmed: {
    uploadVoucher: refuse('depositUnderReview'),
    confirmPayment: to('toBeConfirmed', false),
    cancel: refuse('depositAlreadyPaid'),
    expire: to('toBeConfirmed', false),
    approve: to('success'),
    reject: to('failure'),
  },
  success: {
    uploadVoucher: refuse('depositOrderCompleted'),
    confirmPayment: refuse('depositOrderCompleted'),
    cancel: refuse('depositOrderCompleted'),
    expire: to('success', false),
    approve: to('success', false),
    reject: refuse('depositOrderCompleted'),
  },
  failure: {
    uploadVoucher: refuse('depositOrderCompleted'),
    confirmPayment: refuse('depositOrderCompleted'),
    cancel: refuse('depositOrderCompleted'),
    expire: to('failure', false),
    approve: refuse('depositOrderCompleted'),
    reject: to('failure', false),
  },
  // A cancelled order is closed for everyone: the player said they would not pay it.
  cancelled: {
    uploadVoucher: refuse('depositOrderClosed'),
    confirmPayment: refuse('depositOrderClosed'),
    cancel: refuse('depositOrderClosed'),
    expire: to('cancelled', false),
    approve: refuse('depositOrderClosed'),
    reject: refuse('depositOrderClosed'),
  },
  // Closed for the player, but money that arrives late is still credited (or turned down).
  expired: {
    uploadVoucher: refuse('depositOrderExpired'),
    confirmPayment: refuse('depositOrderExpired'),
    cancel: refuse('depositOrderExpired'),
    expire: to('expired', false),
    approve: to('success'),
    reject: to('failure'),
  },
};

export function transition(from: DepositOrderStatus, event: DepositEvent): Transition {
  return TABLE[from][event];
}

/** An order left unpaid past its deadline reads as expired, whether or not that was stored yet. */
export function effectiveStatus(
  stored: DepositOrderStatus,
  expiresAt: Date,
  now: Date,
): DepositOrderStatus {
  if (stored === 'waitingForPayment' && now.getTime() >= expiresAt.getTime()) return 'expired';
  return stored;
}
