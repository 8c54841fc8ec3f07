import { useTranslation } from '@platform/i18n';
import { PasscodeEntry } from '@platform/ui/blocks';
import type { PayPasswordStep } from '../hooks/usePayPasswordFlow';

/** One step of setting or changing the payment password: what to enter, the cells, what was wrong. */
export function PayPasswordEntry({
  step,
  busy,
  error,
  onFill,
}: {
  step: PayPasswordStep;
  busy: boolean;
  error: string | null;
  onFill: (digits: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <section className="account-passcode" data-testid="paypwd-step" data-step={step}>
      <h3 className="account-center">{t(`settings.payPassword.step.${step}`)}</h3>
      <PasscodeEntry
        busy={busy}
        error={Boolean(error)}
        onFill={onFill}
        label={t(`settings.payPassword.step.${step}`)}
        testId="paypwd"
      />
      {error && (
        <p className="account-error account-center" role="alert" data-testid="paypwd-error">
          {error}
        </p>
      )}
    </section>
  );
}
