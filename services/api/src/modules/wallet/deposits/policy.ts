import { DEPOSIT_PAYMENT_WINDOW_MINUTES } from '@platform/api-client/contract';

/**
 * Deposit numbers the product left open ("limited, value not shown"); chosen as operators of such
 * sites run them, and listed in docs/decisions-api.md#deposits and docs/product-rules.md#deposits.
 */

/** How long an order waits for payment before it expires (deposits arrive in 5-15 minutes). */
export const PAYMENT_WINDOW_MINUTES = DEPOSIT_PAYMENT_WINDOW_MINUTES;

/** Unpaid orders a player may cancel per business day (Asia/Shanghai), unless sys_config says otherwise. */
export const DEFAULT_CANCEL_DAILY_LIMIT = 5;
export const CANCEL_DAILY_LIMIT_CONFIG_KEY = 'deposit_cancel_daily_limit';
