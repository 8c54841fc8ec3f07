/**
 * The site settings that shape every phone field (docs/product-rules.md#phone-settings): the keys
 * getSysConfigValue answers them under, and how their stored strings read. One place for both,
 * so the server that enforces the switch and the form that hides the code field agree.
 */
export const PHONE_SETTING_KEYS = {
  /** '1': binding or changing a phone needs an SMS code sent to it; '0': no code. */
  smsSwitchBind: 'sms_switch_bind',
  /** The calling code shown before every phone number, e.g. '+86'. */
  areaCode: 'area_code',
} as const;

/** Only an explicit '0' turns the code off: a missing or garbled value keeps the safer rule. */
export function phoneBindNeedsCode(smsSwitchBind: string | null | undefined): boolean {
  return smsSwitchBind?.trim() !== '0';
}

/** The stored area code as shown, or none when the setting is empty or missing. */
export function areaCodeText(areaCode: string | null | undefined): string | null {
  const text = areaCode?.trim();
  return text ? text : null;
}
