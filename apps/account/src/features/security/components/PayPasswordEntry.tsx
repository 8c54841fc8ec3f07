import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberKeyboard, PasscodeInput } from '@platform/ui/blocks';
import type { PayPasswordStep } from '../hooks/usePayPasswordFlow';

const PAY_PASSWORD_LENGTH = 6;

/**
 * One entry of the payment password: six cells on the app's own number keyboard (not the phone's,
 * which may remember what is typed). Mounted afresh for every entry, so it starts empty.
 */
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
  const [value, setValue] = useState('');
  const cells = useRef<ComponentRef<typeof PasscodeInput>>(null);
  // Focused cells open the number keyboard at once.
  useEffect(() => cells.current?.focus(), []);
  return (
    <section className="account-passcode" data-testid="paypwd-step" data-step={step}>
      <h3 className="account-center">{t(`settings.payPassword.step.${step}`)}</h3>
      <PasscodeInput
        ref={cells}
        length={PAY_PASSWORD_LENGTH}
        value={value}
        error={Boolean(error)}
        onChange={(next) => {
          if (!busy) setValue(next);
        }}
        onFill={onFill}
        keyboard={<NumberKeyboard data-testid="paypwd-keyboard" />}
        data-testid="paypwd-input"
      />
      {error && (
        <p className="account-error account-center" role="alert" data-testid="paypwd-error">
          {error}
        </p>
      )}
    </section>
  );
}
