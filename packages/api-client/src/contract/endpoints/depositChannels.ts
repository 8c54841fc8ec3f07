import { z } from 'zod';
import { COIN_TYPES, DEPOSIT_ORDER_STATUSES, type CoinProtocol } from '../catalogue';
import { endpoint, type EndpointDef } from '../define';
import { DEPOSIT_CHANNEL_TABLE, type DepositChannelRow } from '../depositTables';
import { idempotencyKeySchema, receivingAccountSchema } from '../entities-domain';
import { personNameSchema } from '../rules/identity';
import { amountSchema } from '../rules/money';
import { isoTime, wireFen } from '../wire';

/**
 * The fields every deposit order asks for. The amount's range follows the method in the member's
 * currency (docs/product-rules.md#deposits, #currency), so the server checks it with the member
 * known (createDepositOrder); the wire only asks for a whole positive amount.
 */
function fiatOrderRequest() {
  return z.object({
    amount: wireFen.pipe(amountSchema()),
    payerName: personNameSchema,
    /** Bank of the paying card, where the channel matches payments by bank. */
    payerBankName: z.string().trim().min(1).optional(),
    idempotencyKey: idempotencyKeySchema,
  });
}

/**
 * Virtual coin also asks for coin type and protocol (docs/product-rules.md#deposits); the protocol
 * is the channel's.
 */
function coinOrderRequest<P extends CoinProtocol>(protocol: P) {
  return fiatOrderRequest().extend({
    coinType: z.enum(COIN_TYPES),
    protocol: z.literal(protocol, { error: 'coin.protocolMismatch' }),
  });
}

type FiatOrderRequest = ReturnType<typeof fiatOrderRequest>;
type CoinOrderRequest<P extends CoinProtocol> = ReturnType<typeof coinOrderRequest<P>>;

/** What every createOrder answers: the order and where to pay it before it expires. */
export const createOrderResponse = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_ORDER_STATUSES),
  amount: z.number().int(),
  receivingAccount: receivingAccountSchema,
  expiresAt: isoTime,
});

type ChannelEndpoint<R extends DepositChannelRow> = EndpointDef<
  R extends { protocol: infer P extends CoinProtocol } ? CoinOrderRequest<P> : FiatOrderRequest,
  typeof createOrderResponse
>;
type ChannelEndpoints<Rows extends readonly DepositChannelRow[]> = {
  [R in Rows[number] as R['name']]: ChannelEndpoint<R>;
};

function channelEndpoint(row: DepositChannelRow): EndpointDef {
  return endpoint({
    path: row.path,
    encoding: 'json',
    access: 'member',
    availability: 'ready',
    kind: 'mutation',
    summary: `Creates a ${row.method} deposit order through the ${row.channel} channel.`,
    request: row.protocol === undefined ? fiatOrderRequest() : coinOrderRequest(row.protocol),
    response: createOrderResponse,
    invalidates: ['DepositOrders', 'Balance'],
  });
}

/** One entry per row, keyed by the row's name so each key stays a literal type. */
function channelEndpoints<const Rows extends readonly DepositChannelRow[]>(
  rows: Rows,
): ChannelEndpoints<Rows> {
  return Object.fromEntries(
    rows.map((row) => [row.name, channelEndpoint(row)]),
  ) as ChannelEndpoints<Rows>;
}

export const depositChannelEndpoints = channelEndpoints(DEPOSIT_CHANNEL_TABLE);
