import { useCallback, useRef, useState } from 'react';
import { announce } from '../announce';
import { isNetworkFailure, useAttemptKey } from './useAttemptKey';

/** What a mutation trigger resolves with (RTK Query's result, or a dispatched initiate). */
export interface SendResult<Data> {
  data?: Data;
  error?: unknown;
}

/** The server's words when it refused the call (`{ kind: 'refused', msg }`), else null. */
function refusalOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { kind, msg } = error as { kind?: unknown; msg?: unknown };
  return kind === 'refused' && typeof msg === 'string' && msg.trim() ? msg : null;
}

export interface MoneySubmitOptions<Data> {
  /** Runs once with each answer's data, before `submit` resolves (patch a balance, arm a timer). */
  onAnswer?: (data: Data) => void;
}

/**
 * One submit of a call that moves money, the only one every money form uses. One call at a time:
 * a submit or retry while one is on its way sends nothing and resolves null. A network failure
 * leaves the result unknown (the request may or may not have reached the server):
 * `outcomeUnknown` turns on, the form keeps what was typed, and `retry` resends exactly the same
 * arguments with the same idempotency key, so the server applies the attempt at most once
 * (docs/product-rules.md#money). Any answer ends the attempt; the next submit is a new one with a
 * new key. A call without a key (one-key recovery, the rebate claim) ignores it. A refusal is
 * read out at once in the server's words, through the assertive live region, whichever form
 * shows it (docs/accessibility.md#live-region).
 */
export function useMoneySubmit<Args, Data>(
  send: (args: Args, idempotencyKey: string) => Promise<SendResult<Data>>,
  { onAnswer }: MoneySubmitOptions<Data> = {},
) {
  const attempt = useAttemptKey();
  const inFlight = useRef(false);
  const [unanswered, setUnanswered] = useState<{ args: Args } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = useCallback(
    async (args: Args): Promise<Data | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      try {
        const result = await send(args, attempt.take());
        attempt.settle(result.error);
        const refusal = refusalOf(result.error);
        if (refusal) announce(refusal, 'assertive');
        setUnanswered(isNetworkFailure(result.error) ? { args } : null);
        if (result.data === undefined) return null;
        onAnswer?.(result.data);
        return result.data;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [send, attempt, onAnswer],
  );

  const retry = useCallback(
    () => (unanswered ? submit(unanswered.args) : Promise.resolve(null)),
    [submit, unanswered],
  );

  return { submit, retry, sending, outcomeUnknown: unanswered !== null };
}
