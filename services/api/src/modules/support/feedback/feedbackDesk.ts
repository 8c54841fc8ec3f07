import type { Feedback } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import type { DomainContext } from '../../../core/context';
import { DomainError } from '../../../core/errors';
import { memberTopic } from '../../../core/events';
import { postMessage } from '../../../core/messages';
import { FEEDBACK_COLUMNS, NEWEST_FIRST, toFeedback, type FeedbackRow } from './feedbackRecords';
import { normalizedReply, replyExcerpt } from './feedbackRules';

/**
 * The support desk's side of feedback (docs/product-rules.md#feedback): the queue, and the reply
 * that reaches the player's message centre and event stream. A feedback the player deleted is
 * withdrawn: it is neither listed nor answerable here.
 */

/** One feedback as the desk reads it: the player's username next to the contract's fields. */
export type DeskFeedback = Omit<Feedback, 'id'> & { id: number; username: string };

export async function listFeedbackForDesk(
  db: Queryable,
  options: { status?: 'pending' | 'replied'; limit: number },
): Promise<DeskFeedback[]> {
  const { rows } = await db.query<FeedbackRow & { username: string }>(
    `SELECT ${FEEDBACK_COLUMNS}, u.username FROM feedback f JOIN users u ON u.id = f.user_id
     WHERE f.deleted_at IS NULL AND ($1::text IS NULL OR f.status = $1)
     ${NEWEST_FIRST} LIMIT $2`,
    [options.status ?? null, options.limit],
  );
  return rows.map((r) => ({ ...toFeedback(r), username: r.username }));
}

/**
 * Writes (or rewrites) the desk's reply and tells the player in the same transaction; after the
 * commit the player's open pages hear a `feedback` event. Replying again replaces the reply.
 */
export async function replyToFeedback(
  ctx: Pick<DomainContext, 'db' | 'now' | 'events'>,
  input: { feedbackId: number; agentName: string; reply: string },
): Promise<void> {
  const reply = normalizedReply(input.reply);
  if (reply === null) throw new DomainError('invalidInput', 'server:feedback.replyLength');
  const agentName = input.agentName.trim();
  if (agentName === '') throw new DomainError('invalidInput', 'server:feedback.agentName');

  const userId = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE feedback SET reply = $2, status = 'replied', replied_by = $3, replied_at = $4
       WHERE id = $1 AND deleted_at IS NULL RETURNING user_id`,
      [input.feedbackId, reply, agentName, ctx.now],
    );
    const row = rows[0];
    if (!row) throw new DomainError('notFound', 'server:feedback.notFound');
    await postMessage(tx, {
      userId: Number(row.user_id),
      category: 'notification',
      titleKey: 'feedbackReplied.title',
      bodyKey: 'feedbackReplied.body',
      params: { excerpt: replyExcerpt(reply) },
      now: ctx.now,
    });
    return Number(row.user_id);
  });
  ctx.events?.publish({ topic: memberTopic(userId), type: 'feedback', ref: input.feedbackId });
}
