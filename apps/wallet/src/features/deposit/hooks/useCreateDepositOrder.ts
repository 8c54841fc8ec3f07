import { useCallback } from 'react';
import { platformApi, useAppDispatch, type PayloadOf, type RequestOf } from '@platform/api-client';
import type { CoinProtocol, CoinType } from '@platform/api-client/contract';
import { useMoneySubmit, type SendResult } from '@platform/ui';
import { channelRow } from '../channels';

export type DepositOrderFields = Omit<
  RequestOf<'createBankCardTransferOrder'>,
  'idempotencyKey'
> & { coinType?: CoinType; protocol?: CoinProtocol };

/**
 * Creates an order through the chosen channel's createOrder call (one per channel), one
 * idempotency key per attempt: a network failure leaves the result unknown and `retry` resends the
 * same order with the same key, so it cannot create a second one; after an answer, the next submit
 * is a new attempt (docs/product-rules.md#money).
 */
export function useCreateDepositOrder() {
  const dispatch = useAppDispatch();
  const send = useCallback(
    async (
      { channel, fields }: { channel: string; fields: DepositOrderFields },
      key: string,
    ): Promise<SendResult<PayloadOf<'createBankCardTransferOrder'>>> => {
      const row = channelRow(channel);
      if (!row) return {};
      // Every createOrder entry takes the same fields (coin ones add coinType and protocol) and
      // answers the same order: one typed call stands for all 31.
      const endpoint = platformApi.endpoints[
        row.name
      ] as unknown as typeof platformApi.endpoints.createBankCardTransferOrder;
      return dispatch(endpoint.initiate({ ...fields, idempotencyKey: key }, { track: false }));
    },
    [dispatch],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const create = useCallback(
    (channel: string, fields: DepositOrderFields) => submit({ channel, fields }),
    [submit],
  );
  return { create, retry, sending, outcomeUnknown };
}
