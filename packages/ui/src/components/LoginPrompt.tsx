import { useTranslation } from '@platform/i18n';
import { Button, Result } from '../kit';

/**
 * A guest who opens a member entry is told it is only for registered users
 * (docs/product-rules.md#roles). Its two buttons stand side by side, and one under the other when
 * they no longer fit (200 % text in Burmese, docs/accessibility.md#motion-and-size).
 */
export function LoginPrompt({
  onLogin,
  onRegister,
}: {
  onLogin: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-login-prompt" data-testid="login-prompt">
      <Result
        status="info"
        title={t('membersOnly.title')}
        description={t('membersOnly.description')}
      />
      <div className="ui-login-prompt-actions">
        <Button color="primary" onClick={onLogin}>
          {t('actions.login')}
        </Button>
        <Button onClick={onRegister}>{t('actions.register')}</Button>
      </div>
    </div>
  );
}
