import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsLogin, useAppSelector } from '@platform/api-client';
import { LoginPrompt, PageLayout, useAppNavigate } from '@platform/ui';
import { routePath, type Access } from '@platform/routes';

/** Guests who open a member entry get the login prompt instead of the page (spec 6). */
export function MemberGate({ access, children }: { access: Access; children: ReactNode }) {
  const isLogin = useAppSelector(selectIsLogin);
  const navigate = useAppNavigate();
  const { t } = useTranslation('shell');
  if (access === 'guest' || isLogin) return <>{children}</>;
  return (
    <PageLayout title={t('membersOnlyTitle')} onBack={() => navigate(routePath('home'))}>
      <LoginPrompt
        onLogin={() => navigate(routePath('login'))}
        onRegister={() => navigate(routePath('login', { type: 'register' }))}
      />
    </PageLayout>
  );
}
