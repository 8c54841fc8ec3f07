import { useCallback, useState } from 'react';
import { isNetworkFailure, useAttemptKey } from './useAttemptKey';

/** What a mutation trigger resolves with (RTK Query's result, or a dispatched initiate). */
export interface SendResult<Data> {
  data?: Data;
  error?: unknown;
}

/**
 * One submit of a call that moves money. A network failure leaves the result unknown (the request
 * may or may not have reached the server): `outcomeUnknown` turns on, the form keeps what was
 * typed, and `retry` resends exactly the same arguments with the same idempotency key, so the
 * server applies the attempt at most once (docs/product-rules.md#money). Any answer ends the
 * attempt; the next submit is a new one with a new key.
 */
export function useMoneySubmit<Args, Data>(
  send: (args: Args, idempotencyKey: string) => Promise<SendResult<Data>>,
) {
  const attempt = useAttemptKey();
  const [unanswered, setUnanswered] = useState<{ args: Args } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = useCallback(
    async (args: Args): Promise<Data | null> => {
      setSending(true);
      try {
        const result = await send(args, attempt.take());
        attempt.settle(result.error);
        setUnanswered(isNetworkFailure(result.error) ? { args } : null);
        return result.data ?? null;
      } finally {
        setSending(false);
      }
    },
    [send, attempt],
  );

  const retry = useCallback(
    () => (unanswered ? submit(unanswered.args) : Promise.resolve(null)),
    [submit, unanswered],
  );

  return { submit, retry, sending, outcomeUnknown: unanswered !== null };
}
