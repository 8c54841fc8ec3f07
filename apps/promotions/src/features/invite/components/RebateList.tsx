import { useTranslation } from '@platform/i18n';
import {
  useInviterRebateRecordPageListQuery,
  useInviterRebateRecordPageTotalQuery,
} from '@platform/api-client';
import { INVITE_REBATE_FILTERS } from '@platform/api-client/contract';
import { BusinessTimeNote, EndlessList, Money } from '@platform/ui';
import { ChoiceChips } from '@platform/ui/forms';
import { rebatePageRequest, type InviteRebateFilter } from '../inviteRules';
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
        <dl
          className="promotions-record-card promotions-record-figures"
          data-testid="invite-rebate-page-total"
        >
          <div>
            <dt>{t('invite.rebates.count')}</dt>
            <dd data-testid="invite-rebate-page-total-count">{total.count}</dd>
          </div>
          <div>
            <dt>{t('invite.rebates.sum')}</dt>
            <dd data-testid="invite-rebate-page-total-amount">
              <Money fen={total.amount} />
            </dd>
          </div>
        </dl>
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
