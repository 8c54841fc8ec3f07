import { newOrderNo as orderNumber } from '../orders/orderNumber';

/** `D` + the business date + 12 random digits (domain/orders/orderNumber.ts). */
export function newOrderNo(now: Date): string {
  return orderNumber('D', now);
}

/** The postscript a payer writes on a transfer: the order number's last six digits. */
export function orderRemark(orderNo: string): string {
  return orderNo.slice(-6);
}
