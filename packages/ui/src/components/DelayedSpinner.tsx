import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { PAGE_LOADING_DELAY_MS } from '@platform/api-client';
import { DotLoading } from '../kit';

/** The page-loading indicator: nothing for the first 200 ms, so fast loads never flash a spinner. */
export function DelayedSpinner({ delayMs = PAGE_LOADING_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div
      className="ui-page-loading"
      role="progressbar"
      aria-busy="true"
      aria-label={t('kit.state.loading')}
      data-testid="page-loading"
    >
      <DotLoading color="primary" className="ui-page-loading-dots" />
    </div>
  );
}
