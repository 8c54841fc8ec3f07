import { PHONE_SETTING_KEYS, SITE_CURRENCY_KEYS } from '@platform/api-client/contract';
import { sysConfigHandler } from './phoneSettingsHandler';
import { server } from './server';

export interface SiteCurrencySettings {
  /** sys_config `currencies` as stored ('CNY,THB,VND' seeded). */
  offered?: string | null;
  /** sys_config `default_currency` as stored ('CNY' seeded). */
  newMember?: string | null;
}

/**
 * Serves these currency settings for the rest of the test (docs/product-rules.md#currency), the
 * phone settings as seeded.
 */
export function serveSiteCurrencies({
  offered = 'CNY,THB,VND',
  newMember = 'CNY',
}: SiteCurrencySettings) {
  server.use(
    sysConfigHandler({
      [SITE_CURRENCY_KEYS.offered]: offered,
      [SITE_CURRENCY_KEYS.newMember]: newMember,
      [PHONE_SETTING_KEYS.smsSwitchBind]: '1',
      [PHONE_SETTING_KEYS.areaCode]: '+86',
    }),
  );
}
