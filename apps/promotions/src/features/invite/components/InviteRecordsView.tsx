import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { useSearchParams } from '@platform/ui/router';
import { INVITE_RECORD_TABS, inviteTabOf, rebateFilterOf, recordStateOf } from '../inviteRules';
import { InvitationList } from './InvitationList';
import { RebateList } from './RebateList';

/**
 * The invitation records (docs/product-rules.md#invite): the friends invited by state
 * (`?state=`) and the rebates on their bets by filter (`?filter=`), one tab each (`?tab=`).
 */
export function InviteRecordsView() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const tab = inviteTabOf(params.get('tab'));
  const back = useBack(routePath('inviteFriends'));
  return (
    <PageLayout title={t('invite.records.title')} onBack={back}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: inviteTabOf(key) }, { replace: true })}
        className="promotions-record-tabs"
      >
        {INVITE_RECORD_TABS.map((name) => (
          <Tabs.Tab
            key={name}
            title={
              <span data-testid={`invite-tab-${name}`}>{t(`invite.records.tab.${name}`)}</span>
            }
          />
        ))}
      </Tabs>
      {tab === 'invitations' ? (
        <InvitationList
          state={recordStateOf(params.get('state'))}
          onState={(state) => setParams(state ? { tab, state } : { tab }, { replace: true })}
        />
      ) : (
        <RebateList
          filter={rebateFilterOf(params.get('filter'))}
          onFilter={(filter) =>
            setParams(filter === 'all' ? { tab } : { tab, filter }, { replace: true })
          }
        />
      )}
    </PageLayout>
  );
}
