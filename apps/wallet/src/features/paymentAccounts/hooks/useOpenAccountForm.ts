import { useCallback } from 'react';
import { useAppNavigate } from '@platform/ui';
import { withQuery } from '@platform/routes';
import { usePayPasswordSet } from '../../gates/useMemberFlags';
import { useRequirementDialog } from '../../gates/useRequirementDialog';
import { ACCOUNT_FORM_PATHS, needsPayPassword, type AccountKind } from '../accountKinds';

/**
 * Opens the add (or, with an id, modify) form of a kind; for a withdrawal target without a payment
 * password it asks the player to set one first instead (spec 6).
 */
export function useOpenAccountForm() {
  const navigate = useAppNavigate();
  const payPasswordSet = usePayPasswordSet().met;
  const ask = useRequirementDialog();
  return useCallback(
    (kind: AccountKind, id?: number) => {
      if (needsPayPassword(kind) && payPasswordSet === false) void ask('payPassword');
      else navigate(withQuery(ACCOUNT_FORM_PATHS[kind], { id }));
    },
    [navigate, payPasswordSet, ask],
  );
}
