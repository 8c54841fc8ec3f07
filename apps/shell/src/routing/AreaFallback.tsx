import { useTranslation } from '@platform/i18n';
import { useLocation, useNavigate, useRouteError } from '@platform/ui/router';
import { Button, PageLayout, Result } from '@platform/ui';
import { resetArea } from '../federation/loadArea';
import { routePath, type AreaName } from '@platform/routes';
import { nextAttempt } from './AreaPage';

/** One area failed (remote unreachable or threw): say so, offer retry; every other area works on. */
export function AreaFallback({ area }: { area: AreaName }) {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  console.error(`[shell] area ${area} failed`, error);
  return (
    <PageLayout title={t(`areas.${area}`)} onBack={() => void navigate(routePath('home'))}>
      <div data-testid={`area-fallback-${area}`}>
        <Result
          status="warning"
          title={t('areaFallback.title')}
          description={t('areaFallback.description')}
        />
        <Button
          block
          color="primary"
          data-testid="area-retry"
          onClick={() => {
            resetArea(area);
            nextAttempt(area);
            void navigate(`${location.pathname}${location.search}`, { replace: true });
          }}
        >
          {t('retry')}
        </Button>
      </div>
    </PageLayout>
  );
}
