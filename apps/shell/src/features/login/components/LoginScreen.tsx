import { RETURN_PARAM, routePath, safeReturnPath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate, useSearchParams } from '@platform/ui/router';
import { PageLayout, Toast } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

/**
 * The login page: log in or register (`?type=register`); then back where the player came from
 * (home when no page asked), a new player with a welcome.
 */
export function LoginScreen() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('type') === 'register' ? 'register' : 'login';
  const done = () =>
    void navigate(safeReturnPath(params.get(RETURN_PARAM)) ?? routePath('home'), { replace: true });
  // A new player lands on home (or the page that sent them) and is welcomed there.
  const registered = () => {
    Toast.show({ content: t('home.welcome'), duration: 3000 });
    done();
  };
  return (
    <PageLayout
      title={t(tab === 'register' ? 'common:actions.register' : 'common:actions.login')}
      onBack={() => void navigate(routePath('home'))}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(key === 'register' ? { type: 'register' } : {}, { replace: true })
        }
      >
        <Tabs.Tab title={t('common:actions.login')} key="login">
          <LoginForm onDone={done} />
        </Tabs.Tab>
        <Tabs.Tab title={t('common:actions.register')} key="register">
          <RegisterForm onDone={registered} />
        </Tabs.Tab>
      </Tabs>
    </PageLayout>
  );
}
