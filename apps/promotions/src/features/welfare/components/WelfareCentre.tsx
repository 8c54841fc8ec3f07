import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { BONUS_WITHDRAWAL_TURNOVER_MULTIPLE, WELFARE_BONUS_VALID_DAYS } from '@platform/api-client';
import { PageLayout, useBack } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { useSearchParams } from '@platform/ui/router';
import { WELFARE_TABS, welfareTabOf } from '../welfareRules';
import { WelfareList } from './WelfareList';
import { WelfareTotals } from './WelfareTotals';
import { WelfareWallet } from './WelfareWallet';

/**
 * The welfare centre (docs/product-rules.md#welfare): the welfare wallet and its move to the
 * central wallet, what waits to be claimed, and the items by status (`?status=`).
 */
export function WelfareCentre() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const status = welfareTabOf(params.get('status'));
  const back = useBack(routePath('transfer'));
  return (
    <PageLayout title={t('welfare.title')} onBack={back}>
      <WelfareWallet />
      <WelfareTotals />
      <p className="promotions-record-note" data-testid="welfare-rule">
        {t('welfare.rule', {
          days: WELFARE_BONUS_VALID_DAYS,
          multiple: BONUS_WITHDRAWAL_TURNOVER_MULTIPLE,
        })}
      </p>
      <Tabs
        activeKey={status}
        onChange={(key) => setParams({ status: welfareTabOf(key) }, { replace: true })}
        className="promotions-record-tabs"
      >
        {WELFARE_TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            title={<span data-testid={`welfare-tab-${tab}`}>{t(`welfare.status.${tab}`)}</span>}
          />
        ))}
      </Tabs>
      <WelfareList key={status} status={status} />
    </PageLayout>
  );
}
