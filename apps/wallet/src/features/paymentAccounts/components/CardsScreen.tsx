import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useSearchParams } from '@platform/ui/router';
import { PageLayout, useBack } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { ACCOUNT_KINDS, isAccountKind } from '../accountKinds';
import { AccountList } from './AccountList';

const MY_PAGE = routePath('my');

/** /pages/cards/index: account management, one tab per kind of payment account (`?tab=`). */
export function CardsScreen() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isAccountKind(requested) ? requested : 'bankCard';
  const back = useBack(MY_PAGE);
  return (
    <PageLayout title={t('cards.title')} onBack={back}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {ACCOUNT_KINDS.map((kind) => (
          <Tabs.Tab key={kind} title={t(`cards.kind.${kind}`)}>
            {/* Only the open tab fetches its list. */}
            {tab === kind && <AccountList kind={kind} />}
          </Tabs.Tab>
        ))}
      </Tabs>
    </PageLayout>
  );
}
