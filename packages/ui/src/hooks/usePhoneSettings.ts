import { useGetSysConfigValueQuery } from '@platform/api-client';
import { PHONE_SETTING_KEYS, areaCodeText, phoneBindNeedsCode } from '@platform/api-client/tables';

export interface PhoneSettings {
  /** The calling code shown before phone fields ('+86'), null while unknown or unset. */
  areaCode: string | null;
  /** Whether binding or changing a phone asks for an SMS code; true until the answer is known. */
  bindNeedsCode: boolean;
  /** The switch is still being asked for (a form should wait rather than show the wrong fields). */
  isLoading: boolean;
}

/**
 * The site settings of phone fields, read from getSysConfigValue through the api slice, which keeps
 * them for the session like the other site settings (docs/product-rules.md#phone-settings). The
 * server decides on the code either way; this only shapes the form.
 */
export function usePhoneSettings(): PhoneSettings {
  const areaCode = useGetSysConfigValueQuery({ key: PHONE_SETTING_KEYS.areaCode });
  const smsSwitch = useGetSysConfigValueQuery({ key: PHONE_SETTING_KEYS.smsSwitchBind });
  return {
    areaCode: areaCodeText(areaCode.data?.sysConfigValue),
    bindNeedsCode: phoneBindNeedsCode(smsSwitch.data?.sysConfigValue),
    isLoading: smsSwitch.isLoading,
  };
}
