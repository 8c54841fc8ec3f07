import { useEffect, useState } from 'react';
import { PAGE_LOADING_DELAY_MS } from '@platform/api-client';
import { DotLoading } from '../kit';

/** The page-loading indicator: nothing for the first 200 ms, so fast loads never flash a spinner. */
export function DelayedSpinner({ delayMs = PAGE_LOADING_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="ui-page-loading" role="progressbar" aria-busy="true" data-testid="page-loading">
      <DotLoading color="primary" className="ui-page-loading-dots" />
    </div>
  );
}
