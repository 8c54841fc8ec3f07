import { useEffect } from 'react';
import { useTranslation } from '@platform/i18n';
import { useLocation, useNavigate, useRouteError } from '@platform/ui/router';
import { Button, PageLayout, Result } from '@platform/ui';
import { AreaUnavailableError, loadedVersion, resetArea } from '../federation/loadArea';
import { reportAreaFailure } from '../runtime/healthReporter';
import { routePath, type AreaName } from '@platform/routes';
import { nextAttempt } from './AreaPage';

/** One area failed (remote unreachable or threw): say so, offer retry; every other area works on. */
export function AreaFallback({ area }: { area: AreaName }) {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  console.error(`[shell] area ${area} failed`, error);
  // The loader reports its own load failures; anything else the boundary caught is a render error
  // of the version that was running (the default, when the loader fell back to it).
  useEffect(() => {
    if (!(error instanceof AreaUnavailableError))
      reportAreaFailure(area, 'render', loadedVersion(area));
  }, [area, error]);
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
