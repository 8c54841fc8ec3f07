import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, Result, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { ApplyBar } from './ApplyBar';
import { OfferView, offerIdOf } from '../../offers';

/** The `offerView` route (guests too, `?id=`): one offer and what the player may do with it. */
export function OfferViewScreen() {
  const { t } = useTranslation('promotions');
  const back = useBack(routePath('offers'));
  const id = offerIdOf(useSearchParams()[0].get('id'));
  return (
    <PageLayout title={t('offers.viewTitle')} onBack={back}>
      {id === null ? (
        <Result status="warning" title={t('offers.notFound')} data-testid="offer-not-found" />
      ) : (
        <OfferView
          id={id}
          action={(activity, standing) => <ApplyBar activity={activity} standing={standing} />}
        />
      )}
    </PageLayout>
  );
}
