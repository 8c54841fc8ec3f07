import { useTranslation } from '@platform/i18n';
import {
  useInviterRecordPageListQuery,
  useInviterRecordPageTotalQuery,
} from '@platform/api-client';
import { INVITE_RECORD_STATES } from '@platform/api-client/contract';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { ChoiceChips } from '@platform/ui/forms';
import { invitationPageRequest, type InviteRecordState } from '../inviteRules';
import { InvitationItems } from './InvitationItems';
import { PageTotal } from './PageTotal';
import { InviteFigures } from './InviteFigures';

type StateChoice = InviteRecordState | 'all';

/**
 * The friends invited: the member's figures, the state chips, the count and bonus sum under the
 * chosen state, and the records as an endless list (a new list per state).
 */
export function InvitationList({
  state,
  onState,
}: {
  state: InviteRecordState | undefined;
  onState: (state: InviteRecordState | undefined) => void;
}) {
  const { t } = useTranslation('promotions');
  const { data: total } = useInviterRecordPageTotalQuery(state ? { state } : {});
  const options = [
    { value: 'all' as const, label: t('invite.records.state.all') },
    ...INVITE_RECORD_STATES.map((value) => ({ value, label: t(`invite.records.state.${value}`) })),
  ];
  return (
    <>
      <InviteFigures />
      <div className="promotions-record-filter">
        <ChoiceChips<StateChoice>
          options={options}
          value={state ?? 'all'}
          onChange={(next) => onState(next === 'all' ? undefined : next)}
          testId="invite-state"
        />
      </div>
      {total && (
        <PageTotal
          total={total}
          countLabel={t('invite.records.friendCount')}
          amountLabel={t('invite.records.bonusTotal')}
          testId="invite-page-total"
        />
      )}
      <BusinessTimeNote />
      <EndlessList
        key={state ?? 'all'}
        useQuery={useInviterRecordPageListQuery}
        request={(pageNum: number) => invitationPageRequest(state, pageNum)}
        renderPage={(request) => <InvitationItems request={request} />}
        emptyText={t('invite.records.empty')}
        endText={t('invite.records.end')}
        testId="invite-list"
      />
    </>
  );
}
