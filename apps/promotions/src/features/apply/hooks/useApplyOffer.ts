import { useCallback, useState } from 'react';
import { useApplyActivityMutation, type CallError, type RequestOf } from '@platform/api-client';
import { useMoneySubmit } from '@platform/ui';

export type ApplyArgs = Omit<RequestOf<'applyActivity'>, 'idempotencyKey'>;

function refusalOf(error: unknown): string | null {
  const e = error as CallError | undefined;
  return e?.kind === 'refused' ? e.msg : null;
}

/**
 * One bonus application as a money submit (docs/product-rules.md#offers): an idempotency key per
 * attempt; no answer keeps the attempt, and `retry` resends it with the same key, so the server
 * applies it at most once. `refusal` is the server's message of the last refusal (already in the
 * player's language), kept on the page under the form while the shell's toast fades.
 */
export function useApplyOffer() {
  const [apply] = useApplyActivityMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useCallback(
    async (args: ApplyArgs, idempotencyKey: string) => {
      const result = await apply({ ...args, idempotencyKey });
      setRefusal(refusalOf(result.error));
      return result;
    },
    [apply],
  );
  return { ...useMoneySubmit(send), refusal };
}
