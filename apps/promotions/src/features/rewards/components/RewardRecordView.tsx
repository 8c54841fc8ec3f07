import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, useBack } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { ChoiceChips } from '@platform/ui/forms';
import { useSearchParams } from '@platform/ui/router';
import {
  REWARD_FILTER_SOURCES,
  REWARD_TABS,
  rewardListOf,
  rewardSourceOf,
  type RewardSource,
} from '../rewardRules';
import { RewardList } from './RewardList';

type SourceChoice = RewardSource | 'all';

/**
 * The reward record (docs/decisions.md#welfare-centre-and-reward-record-pages): the money bonuses
 * received, by source (`?source=`), and the in-kind prizes redeemed, one tab each (`?list=`).
 */
export function RewardRecordView() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const list = rewardListOf(params.get('list'));
  const source = list === 'rewards' ? rewardSourceOf(params.get('source')) : undefined;
  const back = useBack(routePath('my'));
  const sources = [
    { value: 'all' as const, label: t('rewards.source.all') },
    ...REWARD_FILTER_SOURCES.map((value) => ({ value, label: t(`rewards.source.${value}`) })),
  ];
  const chooseSource = (next: SourceChoice) =>
    setParams(next === 'all' ? { list } : { list, source: next }, { replace: true });
  return (
    <PageLayout title={t('rewards.title')} onBack={back}>
      <Tabs
        activeKey={list}
        onChange={(key) => setParams({ list: rewardListOf(key) }, { replace: true })}
        className="promotions-record-tabs"
      >
        {REWARD_TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            title={<span data-testid={`reward-tab-${tab}`}>{t(`rewards.tab.${tab}`)}</span>}
          />
        ))}
      </Tabs>
      {list === 'rewards' && (
        <div className="promotions-record-filter">
          <ChoiceChips<SourceChoice>
            options={sources}
            value={source ?? 'all'}
            onChange={chooseSource}
            testId="reward-source"
          />
        </div>
      )}
      <RewardList key={`${list}-${source ?? 'all'}`} list={list} source={source} />
    </PageLayout>
  );
}
