import { routePath, RETURN_PARAM } from '@platform/routes';
import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useNavigate } from '@platform/ui/router';
import {
  Button,
  DelayedSpinner,
  PageLayout,
  QueryState,
  useAppNavigate,
  useBack,
  useMember,
  usePayPasswordSet,
} from '@platform/ui';
import { PayPasswordFlow, PhoneRequired, useReturnPath } from '../../security';
import { useRefreshSession } from '../hooks/useRefreshSession';
import { successPath } from '../returnPath';

/**
 * /pages/system/secondaryPassword: the 6-digit payment password (docs/product-rules.md#passwords),
 * only once a phone is bound. `?redirect=` (e.g. the withdraw page that asked for it) is where the
 * player goes after.
 */
export function PayPasswordScreen() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const appNavigate = useAppNavigate();
  const back = useBack(routePath('settings'));
  const returnPath = useReturnPath();
  const member = useMember();
  const payPassword = usePayPasswordSet();
  const refresh = useRefreshSession();
  // Saved: the flag turning true must not restart the flow at "current password" while leaving.
  const [saved, setSaved] = useState(false);
  const isSet = payPassword.value;
  const done = async () => {
    setSaved(true);
    // The session's payPwd flag is true before the page that sent the player here reads it.
    await refresh('payPassword');
    void navigate(successPath('payPassword', returnPath), { replace: true });
  };

  return (
    <PageLayout
      title={t(isSet ? 'settings.payPassword.changeTitle' : 'settings.payPassword.title')}
      onBack={back}
    >
      <QueryState
        isLoading={member.isLoading || payPassword.isLoading}
        isError={member.failed || payPassword.failed}
        onRetry={() => (member.failed ? member.retry() : payPassword.retry())}
      >
        {member.value && isSet !== null && !member.value.mobile && (
          <PhoneRequired
            message={t('settings.payPassword.phoneRequired')}
            returnTo={routePath('payPassword', { [RETURN_PARAM]: returnPath })}
          />
        )}
        {saved && <DelayedSpinner />}
        {member.value?.mobile && isSet !== null && !saved && (
          <div data-testid="paypwd-page">
            <PayPasswordFlow key={String(isSet)} isSet={isSet} onDone={done} />
            {isSet && (
              <p className="account-hint account-center">
                {t('settings.payPassword.forgot')}{' '}
                <Button
                  size="mini"
                  fill="none"
                  color="primary"
                  onClick={() => appNavigate(routePath('customerService'))}
                  data-testid="paypwd-forgot"
                >
                  {t('settings.payPassword.contactSupport')}
                </Button>
              </p>
            )}
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}
