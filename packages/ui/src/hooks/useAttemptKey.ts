import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@platform/api-client';

/** Whether a call got no answer at all: the request may or may not have reached the server. */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'network';
}

/**
 * The idempotency key of one attempt at moving money (transfer, withdrawal). It lives until the
 * server answers: a retry after a network failure is the same attempt and is applied at most once;
 * after any answer the next submit is a new attempt with a new key.
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      take: () => (key.current ??= newIdempotencyKey()),
      settle: (error: unknown) => {
        if (!isNetworkFailure(error)) key.current = null;
      },
    }),
    [],
  );
}
