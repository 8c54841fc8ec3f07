import { routePath, type Requirement } from '@platform/routes';
import { useCallback } from 'react';
import { useTranslation } from '@platform/i18n';
import { useLocation } from '@platform/ui/router';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { Dialog } from '../kit';
import { REQUIREMENTS } from './requirements';

/**
 * "Please set the payment password first" / "please bind your phone first": a dialog whose confirm
 * goes to settings, which bring the player back here when done (`?redirect=`, as login does).
 * Resolves true when the player went there.
 */
export function useRequirementDialog() {
  const { t } = useTranslation('common');
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (requirement: Requirement) => {
      const { fixedAt, message, go } = REQUIREMENTS[requirement];
      const confirmed = await Dialog.confirm({
        content: t(message),
        confirmText: t(go),
        cancelText: t('actions.cancel'),
      });
      if (confirmed) navigate(routePath(fixedAt, { redirect: `${pathname}${search}` }));
      return confirmed;
    },
    [navigate, t, pathname, search],
  );
}
