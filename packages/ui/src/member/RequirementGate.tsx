import { routeOfPath, routePath } from '@platform/routes';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryState } from '../components/QueryState';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { Button, Result } from '../kit';
import { REQUIREMENTS } from './requirements';
import { useRequirementMet } from './useMember';
import { useRequirementDialog } from './useRequirementDialog';

/**
 * Shows the page only when the player meets what its route requires (the route table's
 * `requires`: a payment password, a bound phone). When not, the dialog opens at once (a player may
 * arrive by a link, not through the button that checks first) and the page says why.
 */
export function RequirementGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useAppNavigate();
  const requirement = routeOfPath(useLocation().pathname)?.requires;
  const { value: met, failed, retry } = useRequirementMet(requirement);
  const ask = useRequirementDialog();
  const asked = useRef(false);
  useEffect(() => {
    if (!requirement || met !== false || asked.current) return;
    asked.current = true;
    void ask(requirement);
  }, [met, ask, requirement]);

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
      <Button block color="primary" onClick={() => navigate(routePath(fixedAt))}>
        {t(go)}
      </Button>
    </div>
  );
}
