import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetInviterInfoQuery } from '@platform/api-client';
import { Button, PageLayout, QueryState, useAppNavigate, useBack } from '@platform/ui';
import { AgentNotice } from './AgentNotice';
import { InviteFigures } from './InviteFigures';
import { InviteHero } from './InviteHero';
import { InviteMarquee } from './InviteMarquee';
import { InviteRules } from './InviteRules';
import { InviteShare } from './InviteShare';

/**
 * Invite friends (docs/product-rules.md#invite): the rewards, the member's code, link and QR code,
 * recent rewards, their figures and the rules. An agent account is sent to the agent programme and
 * asks nothing of the programme's calls.
 */
export function InviteFriends() {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  const back = useBack(routePath('my'));
  const info = useGetInviterInfoQuery();
  return (
    <PageLayout title={t('invite.title')} onBack={back}>
      <QueryState
        isLoading={info.isLoading}
        isError={info.isError && !info.data}
        onRetry={() => void info.refetch()}
      >
        {info.data && !info.data.canJoin && <AgentNotice />}
        {info.data?.canJoin && (
          <div className="promotions-invite">
            <InviteHero />
            <InviteShare inviteCode={info.data.inviteCode} inviteUrl={info.data.inviteUrl} />
            <InviteMarquee />
            <InviteFigures />
            <InviteRules />
            <div className="promotions-record-actions">
              <Button
                block
                color="primary"
                fill="outline"
                data-testid="invite-see-records"
                onClick={() => navigate(routePath('inviteRecords'))}
              >
                {t('invite.seeRecords')}
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}
