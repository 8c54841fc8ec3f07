import type { Queryable } from '../db/database';

/** getSysConfigValue keys. Values are strings on the wire, as the legacy API had them. */
export const SYS_CONFIG: readonly { key: string; value: string; description: string }[] = [
  {
    key: 'sms_switch_bind',
    value: '1',
    description: 'Phone binding by SMS code is on (1) or off (0).',
  },
  {
    key: 'email_switch_bind',
    value: '1',
    description: 'E-mail binding by e-mail code is on (1) or off (0).',
  },
  {
    key: 'area_code',
    value: '+86',
    description: 'Country calling code shown before phone numbers.',
  },
  {
    key: 'default_currency',
    value: 'CNY',
    description: 'Currency of new accounts, one of `currencies`.',
  },
  {
    key: 'currencies',
    value: 'CNY,THB,VND',
    description:
      'Wallet currencies a member may choose before their first deposit, comma-separated, among those the platform knows (CNY, THB, VND).',
  },
  {
    key: 'deposit_cancel_daily_limit',
    value: '5',
    description: 'Unpaid deposit orders a player may cancel per business day.',
  },
  {
    key: 'register_captcha_switch',
    value: '1',
    description: 'Registration and login ask for the image captcha.',
  },
];

export async function seedSysConfig(tx: Queryable): Promise<void> {
  for (const { key, value, description } of SYS_CONFIG) {
    await tx.query(
      `INSERT INTO sys_config (config_key, config_value, description) VALUES ($1, $2, $3)
       ON CONFLICT (config_key) DO NOTHING`,
      [key, value, description],
    );
  }
}
