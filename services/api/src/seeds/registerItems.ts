import type { Queryable } from '../db/database';

/** The registration-item switch: what the sign-up form shows and requires. */
export const REGISTER_ITEMS: readonly { itemKey: string; isShow: boolean; isRequired: boolean }[] =
  [
    { itemKey: 'username', isShow: true, isRequired: true },
    { itemKey: 'password', isShow: true, isRequired: true },
    { itemKey: 'confirmPassword', isShow: true, isRequired: true },
    { itemKey: 'mobile', isShow: true, isRequired: true },
    { itemKey: 'smsCode', isShow: true, isRequired: true },
    { itemKey: 'email', isShow: false, isRequired: false },
    { itemKey: 'realName', isShow: false, isRequired: false },
    { itemKey: 'inviteCode', isShow: true, isRequired: false },
    { itemKey: 'captcha', isShow: true, isRequired: true },
  ];

export async function seedRegisterItems(tx: Queryable): Promise<void> {
  for (const [index, item] of REGISTER_ITEMS.entries()) {
    await tx.query(
      `INSERT INTO register_items (item_key, is_show, is_required, sort) VALUES ($1, $2, $3, $4)
       ON CONFLICT (item_key) DO NOTHING`,
      [item.itemKey, item.isShow, item.isRequired, (index + 1) * 10],
    );
  }
}
