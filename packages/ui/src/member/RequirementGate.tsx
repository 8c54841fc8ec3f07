import { routeOfPath, routePath } from '@platform/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { useLocation } from '@platform/ui/router';
import { QueryState } from '../components/QueryState';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { Button, Result } from '../kit';
import { REQUIREMENTS } from './requirements';
import { useRequirementMet } from './useMember';

/**
 * Shows the page only when the player meets what its route requires (the route table's
 * `requires`: a payment password, a bound phone). When not, the page says why, with a button to
 * settings that bring the player back here when done (`?redirect=`). No dialog repeats the page's
 * warning: the dialog (useRequirementDialog) is for an action tapped elsewhere, with no warning on
 * screen.
 */
export function RequirementGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const requirement = routeOfPath(pathname)?.requires;
  const { value: met, failed, retry } = useRequirementMet(requirement);

  if (!requirement || met) return <>{children}</>;
  if (met === null)
    return (
      <QueryState isLoading={!failed} isError={failed} onRetry={retry}>
        {null}
      </QueryState>
    );
  const { fixedAt, message, go } = REQUIREMENTS[requirement];
  return (
    <div className="kit-gate" data-testid={`gate-${requirement}`}>
      <Result status="warning" title={t(message)} />
      <Button
        block
        color="primary"
        onClick={() => navigate(routePath(fixedAt, { redirect: `${pathname}${search}` }))}
      >
        {t(go)}
      </Button>
    </div>
  );
}
