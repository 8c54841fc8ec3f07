import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { Toast } from '@platform/ui';
import { refusalMessage } from '../../security';

/** What a limit change answered: when a raise or removal may be confirmed, or a refusal. */
export interface LimitOutcome {
  /** Set after a raise or a removal: from when the player may confirm it. */
  confirmableFrom: string | null;
  /** The server's words for a refusal, kept in the sheet after the toast. */
  refusal: string | null;
}

type ChangeResult =
  | { data: { effective: 'now' | 'afterCooling'; confirmableFrom: string | null } }
  | { error: unknown };

/**
 * The answer of setMoneyLimit or setSessionLimit, for the sheet that sent it: a change in force at
 * once closes the sheet with a toast; a raise or a removal keeps it open to say from when it can be
 * confirmed (docs/product-rules.md#responsible-gambling); a refusal stays under the form.
 */
export function useLimitOutcome(onClose: () => void) {
  const { t } = useTranslation('account');
  const [outcome, setOutcome] = useState<LimitOutcome>({ confirmableFrom: null, refusal: null });
  const reset = () => setOutcome({ confirmableFrom: null, refusal: null });
  const take = (result: ChangeResult) => {
    if ('error' in result) {
      setOutcome({ confirmableFrom: null, refusal: refusalMessage(result.error) });
      return;
    }
    if (result.data.effective === 'afterCooling') {
      setOutcome({ confirmableFrom: result.data.confirmableFrom, refusal: null });
      return;
    }
    reset();
    onClose();
    Toast.show({ content: t('protection.saved') });
  };
  return { outcome, take, reset };
}
