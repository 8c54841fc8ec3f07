import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog, useAppNavigate } from '@platform/ui';
import { REQUIREMENTS, type Requirement } from './requirements';

/**
 * "Please set the payment password first" / "please bind your phone first": a dialog whose confirm
 * goes to settings, which bring the player back here when done (`?redirect=`, as login does).
 * Resolves true when the player went there.
 */
export function useRequirementDialog() {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (requirement: Requirement) => {
      const { path, message, go } = REQUIREMENTS[requirement];
      const confirmed = await Dialog.confirm({
        content: t(message),
        confirmText: t(go),
        cancelText: t('common:actions.cancel'),
      });
      if (confirmed)
        navigate(`${path}?${new URLSearchParams({ redirect: `${pathname}${search}` })}`);
      return confirmed;
    },
    [navigate, t, pathname, search],
  );
}
