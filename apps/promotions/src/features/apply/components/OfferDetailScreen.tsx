import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { PageLayout, Result, useBack } from '@platform/ui';
import { useSearchParams } from '@platform/ui/router';
import { ApplyScreen } from './ApplyScreen';
import { offerIdOf } from '../../offers';

/** The `offerDetail` route (`?id=`): the bonus application of one offer. */
export function OfferDetailScreen() {
  const { t } = useTranslation('promotions');
  const id = offerIdOf(useSearchParams()[0].get('id'));
  const back = useBack(id === null ? routePath('offers') : routePath('offerView', { id }));
  return (
    <PageLayout title={t('apply.title')} onBack={back}>
      {id === null ? (
        <Result status="warning" title={t('offers.notFound')} data-testid="offer-not-found" />
      ) : (
        <ApplyScreen id={id} />
      )}
    </PageLayout>
  );
}
