import { useTranslation } from '@platform/i18n';
import { Button, Result, Space } from '../kit';

/**
 * A guest who opens a member entry is told it is only for registered users
 * (docs/product-rules.md#roles).
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
      <Space block justify="center">
        <Button color="primary" onClick={onLogin}>
          {t('actions.login')}
        </Button>
        <Button onClick={onRegister}>{t('actions.register')}</Button>
      </Space>
    </div>
  );
}
