import { useCallback } from 'react';
import { useAppNavigate, usePayPasswordSet, useRequirementDialog } from '@platform/ui';
import { routePath } from '@platform/routes';
import { ACCOUNT_FORM_ROUTES, needsPayPassword, type AccountKind } from '../accountKinds';

/**
 * Opens the add (or, with an id, modify) form of a kind; for a withdrawal target without a payment
 * password it asks the player to set one first instead (docs/product-rules.md#roles).
 */
export function useOpenAccountForm() {
  const navigate = useAppNavigate();
  const payPasswordSet = usePayPasswordSet().value;
  const ask = useRequirementDialog();
  return useCallback(
    (kind: AccountKind, id?: number) => {
      if (needsPayPassword(kind) && payPasswordSet === false) void ask('payPassword');
      else navigate(routePath(ACCOUNT_FORM_ROUTES[kind], { id }));
    },
    [navigate, payPasswordSet, ask],
  );
}
