import { useEffect, useState } from 'react';
import { PAGE_LOAD_TIMEOUT_MS } from '@platform/api-client';
import { DelayedSpinner } from '@platform/ui';
import { ChunkFailure } from '../features/errors/components/ChunkFailure';

/** While a page loads: the spinner after 200 ms, and after 60 s the time-out page with retry. */
export function PageLoading() {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), PAGE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return timedOut ? <ChunkFailure reason="timeout" /> : <DelayedSpinner />;
}
