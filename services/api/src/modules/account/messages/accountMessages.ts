import type { Queryable } from '../../../db/database';
import { deliverCurrentAnnouncements } from './announcements';
import { postMessage } from '../../../core/messages';

/**
 * What a new player finds in their message centre: a welcome in their language and the
 * announcements still current. Runs in the registration's transaction.
 */
export async function welcomeNewPlayer(
  tx: Queryable,
  user: { id: number; username: string },
  now: Date,
): Promise<void> {
  await deliverCurrentAnnouncements(tx, user.id, now);
  // Last, so it is the newest: the first message the player opens.
  await postMessage(tx, {
    userId: user.id,
    category: 'private',
    titleKey: 'welcome.title',
    bodyKey: 'welcome.body',
    params: { username: user.username },
    now,
  });
}
