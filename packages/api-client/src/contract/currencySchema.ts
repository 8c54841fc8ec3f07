import { z } from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from './currency';

/**
 * A currency the platform knows, on the wire (docs/product-rules.md#currency). Apart from
 * ./currency.ts, which money formatting reads on every page's first screen without zod.
 */
export const currencySchema = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], {
  error: 'currency.unknown',
});
