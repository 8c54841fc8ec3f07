import { useCallback } from 'react';
import { useWithdrawMutation, type RequestOf } from '@platform/api-client';
import { useAttemptKey } from '@platform/ui';

export type WithdrawFields = Omit<RequestOf<'withdraw'>, 'idempotencyKey'>;

/** Sends the withdrawal with one idempotency key per attempt (kept across a network failure). */
export function useWithdraw() {
  const [send, { isLoading }] = useWithdrawMutation();
  const attempt = useAttemptKey();
  const withdraw = useCallback(
    async (fields: WithdrawFields) => {
      const result = await send({ ...fields, idempotencyKey: attempt.take() });
      attempt.settle(result.error);
      return result.data?.withdrawal ?? null;
    },
    [send, attempt],
  );
  return { withdraw, isLoading };
}
