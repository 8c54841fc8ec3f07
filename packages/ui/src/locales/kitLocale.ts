import type { LanguageKey } from '@platform/i18n/languages';
import type enUS from 'antd-mobile/es/locales/en-US';

/** The kit's own texts (confirm, cancel, loading …) in the app's language, loaded on demand. */
export type KitLocale = typeof enUS;

export async function loadKitLocale(language: LanguageKey): Promise<KitLocale> {
  switch (language) {
    case 'zh':
      return (await import('antd-mobile/es/locales/zh-CN')).default;
    case 'hk':
      return (await import('antd-mobile/es/locales/zh-HK')).default;
    case 'th':
      return (await import('antd-mobile/es/locales/th-TH')).default;
    case 'vn':
      return (await import('antd-mobile/es/locales/vi-VN')).default;
    case 'pg':
      return (await import('antd-mobile/es/locales/pt-BR')).default;
    case 'fp':
      return (await import('./fil')).default;
    case 'md':
      return (await import('./my')).default;
    default:
      return (await import('antd-mobile/es/locales/en-US')).default;
  }
}
