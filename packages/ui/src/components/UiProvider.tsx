import { useEffect, useState, type ReactNode } from 'react';
import type { LanguageKey } from '@platform/i18n/languages';
import { ConfigProvider } from '../kit';
import { loadKitLocale, type KitLocale } from '../locales/kitLocale';
import { preloadOverlaysWhenIdle } from '../overlayCalls';

/** Puts the kit's own texts in the app's language; renders children at once, texts follow. */
export function UiProvider({ language, children }: { language: LanguageKey; children: ReactNode }) {
  const [locale, setLocale] = useState<KitLocale | undefined>();
  // Dialogs, toasts and sheets load when the page is idle after its first paint, not on first tap.
  useEffect(preloadOverlaysWhenIdle, []);
  useEffect(() => {
    let current = true;
    void loadKitLocale(language).then((loaded) => {
      if (current) setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  // Always the same element around the app: swapping a bare fragment for the provider once the
  // locale arrived re-mounted every page (and lost what the player had typed).
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}
