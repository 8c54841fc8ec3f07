import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import { Button, PageLayout } from '@platform/ui';
import { ErrorBlock } from '@platform/ui/blocks';

export function NotFoundScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PageLayout title={t('notFound.title')} onBack={() => void navigate(routePath('home'))}>
      <ErrorBlock
        status="empty"
        title={t('notFound.title')}
        description={t('notFound.description')}
      />
      <Button block onClick={() => void navigate(routePath('home'))}>
        {t('tabs.home')}
      </Button>
    </PageLayout>
  );
}
