import { useTranslation } from '@platform/i18n';
import { useQueryWelfareCenterListQuery } from '@platform/api-client';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { useReceiveWelfare } from '../hooks/useReceiveWelfare';
import { welfarePageRequest, type WelfareStatus } from '../welfareRules';
import { WelfareItems } from './WelfareItems';

/** One status tab's welfare items as an endless list. Mount it with a key per tab to start again. */
export function WelfareList({ status }: { status: WelfareStatus }) {
  const { t } = useTranslation('promotions');
  const { receive, receivingId, claimedIds } = useReceiveWelfare();
  return (
    <>
      <BusinessTimeNote />
      <EndlessList
        useQuery={useQueryWelfareCenterListQuery}
        request={(pageNum: number) => welfarePageRequest(status, pageNum)}
        renderPage={(request) => (
          <WelfareItems
            request={request}
            receivingId={receivingId}
            claimedIds={claimedIds}
            onReceive={(id) => void receive(id)}
          />
        )}
        emptyText={t(`welfare.empty.${status}`)}
        endText={t('welfare.end')}
        testId="welfare-list"
      />
    </>
  );
}
