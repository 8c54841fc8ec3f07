import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { selectToken, useAppSelector, useVerifyPhoneMiddleMutation } from '@platform/api-client';
import { phoneMiddleDigitsSchema } from '@platform/api-client/contract';
import { firstIssue } from '@platform/ui/forms';
import { refusalMessage } from '../refusal';
import { rememberVerification } from '../verificationWindow';

/**
 * The security verification (docs/product-rules.md#verification-codes): the middle four digits of
 * the bound phone. A right answer opens a phone change on this session until the time the server
 * gives; a wrong one shows the server's words (attempts left, or the lock and its end).
 */
export function useSecurityVerification(onVerified: () => void) {
  const { t } = useTranslation(['account', 'validation']);
  const token = useAppSelector(selectToken);
  const [verify, { isLoading }] = useVerifyPhoneMiddleMutation();
  const [error, setError] = useState<string | null>(null);
  const [entry, setEntry] = useState(0);
  const answer = async (middleDigits: string) => {
    setEntry((n) => n + 1);
    const format = firstIssue(phoneMiddleDigitsSchema, middleDigits, t);
    if (format) return setError(format.message);
    setError(null);
    const result = await verify({ middleDigits });
    if (result.error) return setError(refusalMessage(result.error));
    if (token) rememberVerification(token, result.data.verifiedUntil);
    onVerified();
  };
  return { answer, error, entry, busy: isLoading };
}
