import type { Queryable } from '../../db/database';
import { consumeCaptcha } from './captcha';
import { sysConfigValue } from '../site';

/**
 * The register_captcha_switch sys_config: 0 turns every captcha off (login, registration, the
 * password reset, a guest's chat); anything else, or no row, keeps them (docs/product-rules.md#captcha).
 */
export async function captchasSwitchedOn(db: Queryable): Promise<boolean> {
  return (await sysConfigValue(db, 'register_captcha_switch')) !== '0';
}

/** A guarded call's captcha (registration, the password reset), unless the switch is off. */
export async function consumeCaptchaUnlessSwitchedOff(
  db: Queryable,
  key: string,
  answer: string,
  now: Date,
): Promise<void> {
  if (await captchasSwitchedOn(db)) await consumeCaptcha(db, key, answer, now);
}
