import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Navigate, useNavigate } from '@platform/ui/router';
import { PageLayout, QueryState, useBack, useMember, usePhoneSettings } from '@platform/ui';
import { useVerifiedChange, useReturnPath } from '../../security';
import { useRefreshSession } from '../hooks/useRefreshSession';
import { successPath } from '../returnPath';
import { ContactForm } from './ContactForm';

const PAGES = {
  phone: { path: routePath('setPhone'), field: 'mobile', titles: 'settings.phone' },
  email: { path: routePath('setEmail'), field: 'email', titles: 'settings.email' },
} as const;

/**
 * Bind a first phone or e-mail, or change the bound one — which needs the security verification
 * first (docs/product-rules.md#profile; the e-mail too, since a forgotten password can be reset
 * through it), so a player who has not just passed it is sent there and back.
 */
export function ContactPage({ kind }: { kind: keyof typeof PAGES }) {
  const { path, field, titles } = PAGES[kind];
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useBack(routePath('settings'));
  const returnPath = useReturnPath();
  const member = useMember();
  const phone = usePhoneSettings();
  // The e-mail always takes a code; the phone's follows sms_switch_bind
  // (docs/product-rules.md#phone-settings).
  const needsCode = kind === 'email' || phone.bindNeedsCode;
  const refresh = useRefreshSession();
  const bound = member.value?.[field] ?? null;
  const { verifyFirst, changed } = useVerifiedChange(path, bound !== null);

  if (verifyFirst) return <Navigate replace to={verifyFirst} />;
  const done = async () => {
    changed();
    await refresh('userInfo');
    void navigate(successPath(kind, returnPath), { replace: true });
  };
  return (
    <PageLayout title={t(bound ? `${titles}.changeTitle` : `${titles}.title`)} onBack={back}>
      <QueryState
        isLoading={member.isLoading || (kind === 'phone' && phone.isLoading)}
        isError={member.failed}
        onRetry={member.retry}
      >
        {member.value && (
          <ContactForm
            kind={kind}
            current={bound}
            needsCode={needsCode}
            onDone={() => void done()}
          />
        )}
      </QueryState>
    </PageLayout>
  );
}
