import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { canInstall, Dialog, promptInstall, useAppNavigate } from '@platform/ui';

/**
 * The desktop customer-service shortcut (docs/product-rules.md#customer-service). Where the browser
 * offers to install the app (Chromium, kept by the shell at start), the dialog's "Add to home
 * screen" shows the browser's own prompt: the installed app opens full screen with customer service
 * on its tab bar. Elsewhere (Safari has no prompt) it explains the steps with the browser's menu.
 */
export function useDesktopShortcut() {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const openService = {
    key: 'open',
    text: t('my.desktop.open'),
    onClick: () => navigate(routePath('customerService')),
  };
  const close = { key: 'close', text: t('my.desktop.close') };

  const showSteps = () =>
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
      actions: [{ ...openService, bold: true }, close],
    });

  const showInstall = () =>
    Dialog.show({
      title: t('my.desktop.title'),
      content: (
        <div data-testid="desktop-shortcut">
          <p>{t('my.desktop.installIntro')}</p>
        </div>
      ),
      closeOnAction: true,
      closeOnMaskClick: true,
      actions: [
        {
          key: 'install',
          text: t('my.desktop.install'),
          bold: true,
          // The browser may have withdrawn its offer meanwhile: then the manual steps.
          onClick: async () => {
            if ((await promptInstall()) === 'unavailable') showSteps();
          },
        },
        openService,
        close,
      ],
    });

  return () => (canInstall() ? showInstall() : showSteps());
}
