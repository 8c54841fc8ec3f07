import { useTranslation } from '@platform/i18n';
import { useQueryApplyActivityListQuery, type RequestOf } from '@platform/api-client';
import { BusinessTimeNote, EndlessList } from '@platform/ui';
import { ChoiceChips } from '@platform/ui/forms';
import { useSearchParams } from '@platform/ui/router';
import { applicationsRequest, STATUS_FILTERS, statusFilterOf } from '../statusFilter';
import { ApplicationItem } from './ApplicationItem';

function ApplicationsPage({ request }: { request: RequestOf<'queryApplyActivityList'> }) {
  const { data } = useQueryApplyActivityListQuery(request);
  return (
    <>
      {data?.list.map((a) => (
        <ApplicationItem key={a.id} application={a} />
      ))}
    </>
  );
}

/** The member's bonus applications, filtered by status (`?status=`), as an endless list. */
export function MyApplications() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const filter = statusFilterOf(params.get('status'));
  return (
    <section className="promotions-section" data-testid="my-applications">
      <h3 className="promotions-section-title">{t('applications.mine')}</h3>
      <ChoiceChips
        testId="status-filter"
        value={filter}
        options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`applications.filter.${s}`) }))}
        onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
      />
      <BusinessTimeNote />
      <EndlessList
        key={filter}
        useQuery={useQueryApplyActivityListQuery}
        request={(pageNum: number) => applicationsRequest(filter, pageNum)}
        renderPage={(request) => <ApplicationsPage request={request} />}
        emptyText={t('applications.empty')}
        endText={t('applications.end')}
        testId="application-list"
      />
    </section>
  );
}
