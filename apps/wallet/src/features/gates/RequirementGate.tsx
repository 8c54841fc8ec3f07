import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Result, useAppNavigate, QueryState } from '@platform/ui';
import { REQUIREMENTS, type Requirement } from './requirements';
import type { MemberFlag } from './useMemberFlags';
import { useRequirementDialog } from './useRequirementDialog';

/**
 * Shows the page only when the requirement is met. When it is not, the dialog opens at once (a
 * player may arrive by a link, not through the button that checks first) and the page says why.
 */
export function RequirementGate({
  requirement,
  flag: { met, failed, retry },
  children,
}: {
  requirement: Requirement;
  flag: MemberFlag;
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const ask = useRequirementDialog();
  const asked = useRef(false);
  useEffect(() => {
    if (met !== false || asked.current) return;
    asked.current = true;
    void ask(requirement);
  }, [met, ask, requirement]);

  if (met === null)
    return (
      <QueryState isLoading={!failed} isError={failed} onRetry={retry}>
        {null}
      </QueryState>
    );
  if (met) return <>{children}</>;
  const { path, message, go } = REQUIREMENTS[requirement];
  return (
    <div className="wallet-gate" data-testid={`gate-${requirement}`}>
      <Result status="warning" title={t(message)} />
      <Button block color="primary" onClick={() => navigate(path)}>
        {t(go)}
      </Button>
    </div>
  );
}
