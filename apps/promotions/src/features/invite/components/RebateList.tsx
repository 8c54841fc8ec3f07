import { useTranslation } from '@platform/i18n';
import {
  useInviterRebateRecordPageListQuery,
  useInviterRebateRecordPageTotalQuery,
} from '@platform/api-client';
import { INVITE_REBATE_FILTERS } from '@platform/api-client/contract';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { ChoiceChips } from '@platform/ui/forms';
import { rebatePageRequest, type InviteRebateFilter } from '../inviteRules';
import { PageTotal } from './PageTotal';
import { RebateItems } from './RebateItems';
import { RebateTotals } from './RebateTotals';

/**
 * The rebates on the friends' bets: the member's rebate totals, the filter chips, the count and
 * rebate sum under the filter, and the records as an endless list (a new list per filter).
 */
export function RebateList({
  filter,
  onFilter,
}: {
  filter: InviteRebateFilter;
  onFilter: (filter: InviteRebateFilter) => void;
}) {
  const { t } = useTranslation('promotions');
  const { data: total } = useInviterRebateRecordPageTotalQuery({ filter });
  const options = INVITE_REBATE_FILTERS.map((value) => ({
    value,
    label: t(`invite.rebates.filter.${value}`),
  }));
  return (
    <>
      <RebateTotals />
      <div className="promotions-record-filter">
        <ChoiceChips<InviteRebateFilter>
          options={options}
          value={filter}
          onChange={onFilter}
          testId="invite-rebate-filter"
        />
      </div>
      {total && (
        <PageTotal
          total={total}
          countLabel={t('invite.rebates.count')}
          amountLabel={t('invite.rebates.sum')}
          testId="invite-rebate-page-total"
        />
      )}
      <BusinessTimeNote />
      <EndlessList
        key={filter}
        useQuery={useInviterRebateRecordPageListQuery}
        request={(pageNum: number) => rebatePageRequest(filter, pageNum)}
        renderPage={(request) => <RebateItems request={request} />}
        emptyText={t('invite.rebates.empty')}
        endText={t('invite.records.end')}
        testId="invite-rebate-list"
      />
    </>
  );
}
