import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useCheckWithdrawPwdMutation, useSetWithdrawPwdMutation } from '@platform/api-client';
import {
  newPayPasswordDigitsSchema,
  newPayPasswordSchema,
  payPasswordSchema,
} from '@platform/api-client/contract';
import { firstIssue, usePasswordConfirmation } from '@platform/ui/forms';
import { refusalMessage } from '../refusal';

/** The entries of the payment-password page, in order: the current one only when changing it. */
export type PayPasswordStep = 'old' | 'new' | 'confirm';

/**
 * Setting or changing the 6-digit payment password one entry at a time. The current one is checked
 * first (checkWithdrawPwd), so a wrong one — or a lock — shows before two more entries are typed;
 * a confirmation that differs starts the new one again. Saving asks for the login password first
 * when the server wants a fresh proof of it (docs/decisions-api.md#account-takeover): `step` is
 * that question, for the page to render. `entry` changes after every entry, so the cells empty
 * themselves.
 */
export function usePayPasswordFlow(isSet: boolean, onDone: () => Promise<void>) {
  const { t } = useTranslation(['account', 'validation']);
  const firstStep: PayPasswordStep = isSet ? 'old' : 'new';
  const [step, setStep] = useState<PayPasswordStep>(firstStep);
  const [oldPayPassword, setOldPayPassword] = useState<string | undefined>();
  const [payPassword, setPayPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [entry, setEntry] = useState(0);
  const [check, checking] = useCheckWithdrawPwdMutation();
  const [save, saving] = useSetWithdrawPwdMutation();
  const { confirmed, step: confirmation } = usePasswordConfirmation();

  const startOver = (message: string | null) => {
    setError(message);
    setStep(firstStep);
    setOldPayPassword(undefined);
    setPayPassword('');
  };

  const enter = async (digits: string) => {
    setEntry((n) => n + 1);
    // A new one is refused at once when guessable, not after it is typed twice.
    const format = firstIssue(
      step === 'old' ? payPasswordSchema : newPayPasswordDigitsSchema,
      digits,
      t,
    );
    if (format) return setError(format.message);
    setError(null);
    if (step === 'old') {
      const result = await check({ payPassword: digits });
      if (result.error) return setError(refusalMessage(result.error));
      setOldPayPassword(digits);
      return setStep('new');
    }
    if (step === 'new') {
      setPayPassword(digits);
      return setStep('confirm');
    }
    const request = { oldPayPassword, payPassword, confirmPayPassword: digits };
    const mismatch = firstIssue(newPayPasswordSchema, request, t);
    if (mismatch) {
      setError(mismatch.message);
      setPayPassword('');
      return setStep('new');
    }
    const result = await confirmed(() => save(request));
    if (result.error) return startOver(refusalMessage(result.error));
    await onDone();
  };

  return {
    step,
    error,
    entry,
    busy: checking.isLoading || saving.isLoading,
    enter,
    confirmation,
  };
}
