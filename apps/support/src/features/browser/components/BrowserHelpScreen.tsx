import { useTranslation } from '@platform/i18n';
import { RECOMMENDED_SCREEN } from '@platform/api-client';
import { ScreenCheckCard } from './ScreenCheckCard';

/**
 * Browser help (docs/product-rules.md#help): supported browsers, the recommended screen from the
 * contract's constant with a live check of this device, and adding the site to the home screen.
 */
export function BrowserHelpScreen() {
  const { t } = useTranslation('support');
  return (
    <div className="support-browser">
      <section className="support-browser-section" data-testid="browser-supported">
        <h3>{t('browser.supported.title')}</h3>
        <p>{t('browser.supported.body')}</p>
        <p>{t('browser.supported.inApp')}</p>
      </section>
      <section className="support-browser-section" data-testid="browser-screen">
        <h3>{t('browser.screen.title')}</h3>
        <p data-testid="browser-recommended">
          {t('browser.screen.body', {
            width: RECOMMENDED_SCREEN.width,
            height: RECOMMENDED_SCREEN.height,
            bits: RECOMMENDED_SCREEN.colourBits,
          })}
        </p>
        <p>{t('browser.screen.phone')}</p>
        <h4>{t('browser.check.title')}</h4>
        <ScreenCheckCard />
      </section>
      <section className="support-browser-section" data-testid="browser-home-screen">
        <h3>{t('browser.home.title')}</h3>
        <p data-testid="browser-home-iphone">{t('browser.home.iphone')}</p>
        <p data-testid="browser-home-android">{t('browser.home.android')}</p>
      </section>
    </div>
  );
}
