import { useTranslation } from '@platform/i18n';
import { usePayPasswordFlow } from '../hooks/usePayPasswordFlow';
import { PayPasswordEntry } from './PayPasswordEntry';

/** Set (new + confirm) or change (current + new + confirm) the payment password. */
export function PayPasswordFlow({
  isSet,
  onDone,
}: {
  isSet: boolean;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const { step, error, entry, busy, enter, confirmation } = usePayPasswordFlow(isSet, onDone);
  return (
    <>
      <PayPasswordEntry
        key={entry}
        step={step}
        busy={busy}
        error={error}
        onFill={(digits) => void enter(digits)}
      />
      <p className="account-hint account-center">{t('settings.payPassword.hint')}</p>
      {confirmation}
    </>
  );
}
