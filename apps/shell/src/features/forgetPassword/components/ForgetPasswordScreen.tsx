import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { PageLayout, Result, useBack } from '@platform/ui';
import { Tabs } from '@platform/ui/blocks';
import { routePath } from '@platform/routes';
import { FindAccountStep } from './FindAccountStep';
import { ResetStep } from './ResetStep';
import type { FoundAccount, VerifyType } from '../types';

/**
 * Forgot password (docs/product-rules.md#passwords): verify by the phone tab or the e-mail tab,
 * then set a new password.
 */
export function ForgetPasswordScreen() {
  const { t } = useTranslation('shell');
  // Opened from a shared link there is no page to go back to: the login page then.
  const back = useBack(routePath('login'));
  const [verifyType, setVerifyType] = useState<VerifyType>('phone');
  const [account, setAccount] = useState<FoundAccount | null>(null);
  const [done, setDone] = useState(false);
  return (
    <PageLayout title={t('forgot.title')} onBack={back}>
      {done ? (
        <Result
          status="success"
          title={t('forgot.done')}
          description={t('forgot.doneHint')}
          data-testid="forgot-done"
        />
      ) : (
        <Tabs activeKey={verifyType} onChange={(key) => setVerifyType(key as VerifyType)}>
          {(['phone', 'email'] as const).map((type) => (
            <Tabs.Tab key={type} title={t(`forgot.by.${type}`)}>
              {account ? (
                <ResetStep account={account} verifyType={type} onDone={() => setDone(true)} />
              ) : (
                <FindAccountStep onFound={setAccount} />
              )}
            </Tabs.Tab>
          ))}
        </Tabs>
      )}
    </PageLayout>
  );
}
