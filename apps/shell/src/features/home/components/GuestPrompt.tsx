import { useTranslation } from '@platform/i18n';
import { Button, Space, useAppNavigate } from '@platform/ui';
import { routePath } from '@platform/routes';

/** Guests see a login/register prompt where members see their balance. */
export function GuestPrompt() {
  const { t } = useTranslation('shell');
  const navigate = useAppNavigate();
  return (
    <section className="home-card home-card--guest" data-testid="guest-prompt">
      <p className="home-card-title">{t('home.guestWelcome')}</p>
      <Space wrap>
        <Button
          color="primary"
          size="small"
          onClick={() => navigate(routePath('login'))}
          data-testid="home-login"
        >
          {t('actions.login', { ns: 'common' })}
        </Button>
        <Button
          size="small"
          onClick={() => navigate(routePath('login', { type: 'register' }))}
          data-testid="home-register"
        >
          {t('actions.register', { ns: 'common' })}
        </Button>
      </Space>
    </section>
  );
}
