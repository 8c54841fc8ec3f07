import { PHONE_SETTING_KEYS, SITE_CURRENCY_KEYS } from '@platform/api-client/contract';
import { recordCalls } from './msw';

export interface PhoneSettingValues {
  /** sys_config sms_switch_bind as stored: '1' (seeded) or '0'. */
  smsSwitchBind?: string;
  /** sys_config area_code as stored, e.g. '+86' (seeded). */
  areaCode?: string | null;
}

/**
 * Answers getSysConfigValue with the phone settings (docs/product-rules.md#phone-settings), the
 * seeded ones unless told, and the seeded currency settings; any other key reads as unset. The test server serves the seeded ones
 * from the start, since every phone field asks for the area code.
 */
export function phoneSettingsHandler({
  smsSwitchBind = '1',
  areaCode = '+86',
}: PhoneSettingValues = {}) {
  return sysConfigHandler({
    ...SEEDED_CURRENCY_SETTINGS,
    [PHONE_SETTING_KEYS.smsSwitchBind]: smsSwitchBind,
    [PHONE_SETTING_KEYS.areaCode]: areaCode,
  });
}

/** The currency settings as seeded: the three currencies offered, CNY for a new member. */
export const SEEDED_CURRENCY_SETTINGS = {
  [SITE_CURRENCY_KEYS.offered]: 'CNY,THB,VND',
  [SITE_CURRENCY_KEYS.newMember]: 'CNY',
};

/** Answers getSysConfigValue from these stored values; any other key reads as unset. */
export function sysConfigHandler(values: Record<string, string | null>) {
  return recordCalls('getSysConfigValue', (body) => ({
    sysConfigValue: values[String(body.key)] ?? null,
  })).handler;
}
