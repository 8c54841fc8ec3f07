import { routePath, RETURN_PARAM } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, Result, useAppNavigate } from '@platform/ui';

/**
 * A bound phone comes first (payment password, security verification:
 * docs/product-rules.md#passwords). Binding one sends the player back to `returnTo` afterwards.
 */
export function PhoneRequired({ message, returnTo }: { message: string; returnTo: string }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  return (
    <div className="account-gate" data-testid="phone-required">
      <Result status="warning" title={message} />
      <Button
        block
        color="primary"
        onClick={() => navigate(routePath('setPhone', { [RETURN_PARAM]: returnTo }))}
        data-testid="go-bind-phone"
      >
        {t('settings.phone.bindAction')}
      </Button>
    </div>
  );
}
