import { randomInt } from 'node:crypto';
import { businessDate } from '../time/businessTime';

/**
 * `D` + the business date + 10 random digits, e.g. D202601150123456789: the date helps customer
 * service, the random part keeps a player from guessing how many orders the site takes.
 */
export function newOrderNo(now: Date): string {
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `D${businessDate(now).replaceAll('-', '')}${digits}`;
}

/** The postscript a payer writes on a transfer: the order number's last six digits. */
export function orderRemark(orderNo: string): string {
  return orderNo.slice(-6);
}
