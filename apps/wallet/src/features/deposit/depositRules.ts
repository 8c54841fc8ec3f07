// The deposit form's rules, loaded when the form is first used (DepositOrderForm): they bring zod
// and the endpoint list, which the deposit page's first screen does without.
import {
  channelAmountSchema,
  depositAmountSchema,
  endpoints,
  typedAmountSchema,
  type ChannelLimits,
  type CurrencyCode,
  type DepositChannelName,
  type DepositMethod,
} from '@platform/api-client/contract';
import type { ContractSchema } from '@platform/ui/forms';

/**
 * The amount as typed: the channel's own limits, then the method's range the createOrder request
 * checks (docs/product-rules.md#deposits), typed and checked in the member's currency.
 */
export function depositAmountRule(
  channel: ChannelLimits,
  method: DepositMethod,
  currency: CurrencyCode,
): ContractSchema {
  return typedAmountSchema(
    channelAmountSchema(channel, currency).pipe(depositAmountSchema(method, currency)),
    currency,
  );
}

/** The channel's createOrder request, which judges the depositor's name as the server does. */
export function depositOrderRequest(name: DepositChannelName): ContractSchema {
  return endpoints[name].request;
}
