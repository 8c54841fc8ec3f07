import { useCallback } from 'react';
import { useWithdrawMutation, type RequestOf } from '@platform/api-client';
import { useMoneySubmit } from '@platform/ui';

export type WithdrawFields = Omit<RequestOf<'withdraw'>, 'idempotencyKey'>;

/**
 * Sends the withdrawal with one idempotency key per attempt. A network failure leaves the result
 * unknown: `retry` resends the same request with the same key (docs/product-rules.md#money).
 */
export function useWithdraw() {
  const [call] = useWithdrawMutation();
  const send = useCallback(
    (fields: WithdrawFields, idempotencyKey: string) => call({ ...fields, idempotencyKey }),
    [call],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const withdraw = useCallback(
    async (fields: WithdrawFields) => (await submit(fields))?.withdrawal ?? null,
    [submit],
  );
  const retryWithdraw = useCallback(async () => (await retry())?.withdrawal ?? null, [retry]);
  return { withdraw, retry: retryWithdraw, sending, outcomeUnknown };
}
