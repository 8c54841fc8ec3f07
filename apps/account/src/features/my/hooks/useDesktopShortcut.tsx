import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Dialog, useAppNavigate } from '@platform/ui';

/**
 * The desktop customer-service shortcut (docs/product-rules.md#customer-service). A web page cannot
 * put an icon on the home screen by itself, so this explains how, from the customer-service page,
 * with the browser's own menu.
 */
export function useDesktopShortcut() {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  return () =>
    Dialog.show({
      title: t('my.desktop.title'),
      content: (
        <div data-testid="desktop-shortcut">
          <p>{t('my.desktop.intro')}</p>
          <ol className="account-steps">
            <li>{t('my.desktop.stepOpen')}</li>
            <li>{t('my.desktop.stepIos')}</li>
            <li>{t('my.desktop.stepAndroid')}</li>
          </ol>
        </div>
      ),
      closeOnAction: true,
      closeOnMaskClick: true,
      actions: [
        {
          key: 'open',
          text: t('my.desktop.open'),
          bold: true,
          onClick: () => navigate(routePath('customerService')),
        },
        { key: 'close', text: t('my.desktop.close') },
      ],
    });
}
