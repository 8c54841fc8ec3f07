import { PHONE_SETTING_KEYS, phoneBindNeedsCode } from '@platform/api-client/contract';
import { sysConfigValue } from '../../../core/site';
import type { Queryable } from '../../../db/database';

/**
 * Whether binding or changing a phone needs an SMS code (sys_config sms_switch_bind). Read at each
 * call, like the other sys_config keys, so an operator's change applies at once
 * (docs/product-rules.md#phone-settings).
 */
export async function phoneBindCodeRequired(db: Queryable): Promise<boolean> {
  return phoneBindNeedsCode(await sysConfigValue(db, PHONE_SETTING_KEYS.smsSwitchBind));
}
