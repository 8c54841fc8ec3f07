import { useCallback, useRef, useState } from 'react';
import {
  newIdempotencyKey,
  platformApi,
  useAppDispatch,
  type RequestOf,
} from '@platform/api-client';
import type { CoinProtocol, CoinType } from '@platform/api-client/contract';
import { channelRow } from '../channels';

export type DepositOrderFields = Omit<
  RequestOf<'createBankCardTransferOrder'>,
  'idempotencyKey'
> & { coinType?: CoinType; protocol?: CoinProtocol };

/**
 * Creates an order through the chosen channel's createOrder call (one per channel). The idempotency
 * key lives until the server answers: a retry after a network failure is the same attempt and
 * cannot create a second order; after an answer, the next submit is a new attempt
 * (docs/product-rules.md#money).
 */
export function useCreateDepositOrder() {
  const dispatch = useAppDispatch();
  const key = useRef<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const create = useCallback(
    async (channel: string, fields: DepositOrderFields) => {
      const row = channelRow(channel);
      if (!row) return null;
      key.current ??= newIdempotencyKey();
      // Every createOrder entry takes the same fields (coin ones add coinType and protocol) and
      // answers the same order: one typed call stands for all 31.
      const endpoint = platformApi.endpoints[
        row.name
      ] as unknown as typeof platformApi.endpoints.createBankCardTransferOrder;
      setLoading(true);
      const result = await dispatch(
        endpoint.initiate({ ...fields, idempotencyKey: key.current }, { track: false }),
      );
      setLoading(false);
      const { error } = result;
      const networkFailure = error !== undefined && 'kind' in error && error.kind === 'network';
      if (!networkFailure) key.current = null;
      return result.data ?? null;
    },
    [dispatch],
  );
  return { create, isLoading };
}
