import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import { selectIsLogin, useAppSelector } from '@platform/api-client';
import { LoginPrompt, PageLayout, useAppNavigate } from '@platform/ui';
import { useLocation } from '@platform/ui/router';
import { RETURN_PARAM, routePath, type Access } from '@platform/routes';

/**
 * Guests who open a member entry get the login prompt instead of the page, and come back to it once
 * logged in or registered (docs/product-rules.md#roles).
 */
export function MemberGate({ access, children }: { access: Access; children: ReactNode }) {
  const isLogin = useAppSelector(selectIsLogin);
  const navigate = useAppNavigate();
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  if (access === 'guest' || isLogin) return <>{children}</>;
  return (
    <PageLayout title={t('membersOnlyTitle')} onBack={() => navigate(routePath('home'))}>
      <LoginPrompt
        onLogin={() => navigate(routePath('login', { [RETURN_PARAM]: pathname + search }))}
        onRegister={() =>
          navigate(routePath('login', { type: 'register', [RETURN_PARAM]: pathname + search }))
        }
      />
    </PageLayout>
  );
}
