import { RETURN_PARAM, routePath, withQuery } from '@platform/routes';
import { useState } from 'react';
import { selectToken, useAppSelector } from '@platform/api-client';
import { useReturnPath } from './useReturnPath';
import { forgetVerification, isRecentlyVerified } from '../verificationWindow';

/**
 * Changing a bound phone or e-mail needs the security verification first
 * (docs/product-rules.md#verification-codes): while the session has not just passed it,
 * `verifyFirst` is where to send the player (the verification, which brings them back to `page`).
 * Judged when the page opens; the server checks the window again when the change is saved.
 * `changed` marks the change saved: the verification is used up and the page is leaving, not asking
 * for another one.
 */
export function useVerifiedChange(page: string, bound: boolean) {
  const token = useAppSelector(selectToken);
  const returnPath = useReturnPath();
  const [saved, setSaved] = useState(false);
  const [verified] = useState(() => isRecentlyVerified(token, Date.now()));
  const verifyFirst =
    bound && !saved && !verified
      ? routePath('verification', {
          [RETURN_PARAM]: withQuery(page, { [RETURN_PARAM]: returnPath }),
        })
      : null;
  const changed = () => {
    setSaved(true);
    forgetVerification(token);
  };
  return { verifyFirst, changed };
}
