import type { TestApp } from './testApp';

/** English, the language code the message tests read in by default. */
export const EN = 3;

/**
 * A player who reads in English and whose welcome message is set aside, so a message test sees
 * only the messages it posts itself.
 */
export async function playerWithoutMessages(t: TestApp) {
  const p = await t.registerPlayer();
  await t.db.query('UPDATE users SET lang_type = $2 WHERE id = $1', [p.userId, EN]);
  await t.db.query('DELETE FROM messages WHERE user_id = $1', [p.userId]);
  return p;
}
