import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import { PageLayout, QueryState, useBack, useMember } from '@platform/ui';
import { PhoneMiddleEntry } from './PhoneMiddleEntry';
import { PhoneRequired } from './PhoneRequired';
import { useSecurityVerification } from '../hooks/useSecurityVerification';
import { useReturnPath } from '../hooks/useReturnPath';

/**
 * /pages/system/verification: the security verification (docs/product-rules.md#verification-codes),
 * then on to `?redirect=` — by default the phone change, the one step it opens.
 */
export function VerificationScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const back = useBack(routePath('settings'));
  const returnPath = useReturnPath();
  const member = useMember();
  const { answer, error, entry, busy } = useSecurityVerification(
    () => void navigate(returnPath ?? routePath('setPhone'), { replace: true }),
  );
  const mobile = member.value?.mobile ?? null;
  return (
    <PageLayout title={t('settings.verification.title')} onBack={back}>
      <QueryState isLoading={member.isLoading} isError={member.failed} onRetry={member.retry}>
        {member.value && !mobile && (
          <PhoneRequired
            message={t('settings.verification.noPhone')}
            returnTo={routePath('settings')}
          />
        )}
        {mobile && (
          <section className="account-passcode" data-testid="verification-page">
            <h3 className="account-center">{t('settings.verification.prompt')}</h3>
            <PhoneMiddleEntry
              key={entry}
              maskedPhone={mobile}
              busy={busy}
              error={Boolean(error)}
              onFill={(digits) => void answer(digits)}
            />
            {error && (
              <p
                className="account-error account-center"
                role="alert"
                data-testid="verification-error"
              >
                {error}
              </p>
            )}
            <p className="account-hint account-center">{t('settings.verification.hint')}</p>
          </section>
        )}
      </QueryState>
    </PageLayout>
  );
}
