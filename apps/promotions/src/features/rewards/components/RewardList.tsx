import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useQueryRewardRecordListQuery } from '@platform/api-client';
import { BusinessTimeNote, Button, EndlessList, Money, Result, useAppNavigate } from '@platform/ui';
import { rewardPageRequest, type RewardList as List, type RewardSource } from '../rewardRules';
import { RewardItems } from './RewardItems';

/**
 * One tab (and source) of the reward record as an endless list, the paid total above it. Mount it
 * with a key per tab and source to start again. An empty tab says where rewards come from: the
 * offers.
 */
export function RewardList({ list, source }: { list: List; source: RewardSource | undefined }) {
  const { t } = useTranslation('promotions');
  const navigate = useAppNavigate();
  // The first page, as EndlessList asks for it: the same cached query, no second call.
  const first = useQueryRewardRecordListQuery(rewardPageRequest(list, source, 1));
  if (first.data?.total === 0)
    return (
      <div data-testid="reward-empty">
        <Result status="info" title={t(`rewards.empty.${list}`)} />
        <div className="promotions-record-actions">
          <Button
            block
            color="primary"
            fill="outline"
            data-testid="reward-see-offers"
            onClick={() => navigate(routePath('offers'))}
          >
            {t('rewards.seeOffers')}
          </Button>
        </div>
      </div>
    );
  return (
    <>
      {list === 'rewards' && first.data && (
        <p
          className="promotions-record-card promotions-record-total"
          data-testid="reward-paid-total"
        >
          <small>{t('rewards.paidTotal')}</small>
          <strong>
            <Money fen={first.data.paidTotal} />
          </strong>
        </p>
      )}
      <BusinessTimeNote />
      <EndlessList
        useQuery={useQueryRewardRecordListQuery}
        request={(pageNum: number) => rewardPageRequest(list, source, pageNum)}
        renderPage={(request) => <RewardItems request={request} />}
        emptyText={t(`rewards.empty.${list}`)}
        endText={t('rewards.end')}
        testId="reward-list"
      />
    </>
  );
}
