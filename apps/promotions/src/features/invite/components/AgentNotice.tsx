import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, Result, useAppNavigate } from '@platform/ui';

/** An agent account cannot join the invite activity (docs/product-rules.md#agents). */
export function AgentNotice() {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  return (
    <div className="promotions-invite" data-testid="invite-agent">
      <Result status="info" title={t('invite.agent.title')} description={t('invite.agent.text')} />
      <div className="promotions-record-actions">
        <Button
          block
          color="primary"
          data-testid="invite-agent-page"
          onClick={() => navigate(routePath('agent'))}
        >
          {t('invite.agent.open')}
        </Button>
      </div>
    </div>
  );
}
