import type { Feedback } from '@platform/api-client/contract';

/** A feedback row as every read selects it (FEEDBACK_COLUMNS, table alias f). */
export interface FeedbackRow {
  id: number;
  user_id: number;
  question_type: string;
  order_no: string | null;
  description: string;
  image_urls: string[];
  status: Feedback['status'];
  reply: string | null;
  created_at: Date;
  replied_at: Date | null;
}

export const FEEDBACK_COLUMNS = `f.id, f.user_id, f.question_type, f.order_no, f.description,
  f.image_urls, f.status, f.reply, f.created_at, f.replied_at`;

export const NEWEST_FIRST = 'ORDER BY f.created_at DESC, f.id DESC';

/** The contract's shape of one feedback. */
export function toFeedback(r: FeedbackRow): Feedback {
  return {
    id: Number(r.id),
    questionType: r.question_type,
    orderNo: r.order_no,
    description: r.description,
    imageUrls: r.image_urls,
    status: r.status,
    reply: r.reply,
    createdAt: r.created_at.toISOString(),
    repliedAt: r.replied_at?.toISOString() ?? null,
  };
}
