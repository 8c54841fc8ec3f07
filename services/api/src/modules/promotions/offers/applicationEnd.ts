import { DEFAULT_LANGUAGE, languageByCode } from '@platform/i18n/languages';
import type { Queryable } from '../../../db/database';
import { type Translated, inLanguage } from '../../../core/text';
import { amountParam, postMessage } from '../../../core/messages';
import { settleReward } from '../rewards/rewards';
import { cancelVenueLock } from '../../../core/venues';

/**
 * Ends the offer application a venue transfer carries, when that transfer completes: called by
 * core/venues/venueTransfers.ts inside the transaction of the call that completed the order
 * (docs/decisions.md#offers). This file imports nothing of venueTransfers.ts, so there is no
 * import cycle. A transfer that carries no application is left alone.
 *
 * Posted: the application is approved, its bonus paid in the reward record, and the player told
 * the venue is locked until its turnover. Voided: the application is rejected, its lock released,
 * its reward rejected, and the player told nothing was taken.
 */
export async function endOfferApplication(
  tx: Queryable,
  transfer: { orderNo: string; status: 'pending' | 'posted' | 'voided' },
  now: Date,
): Promise<void> {
  if (transfer.status === 'pending') return;
  const { rows } = await tx.query<{
    id: number;
    user_id: number;
    plat_code: string;
    bonus: number;
    required_turnover: number | null;
    title: Translated;
    names: Translated;
    lang_type: number;
  }>(
    `SELECT a.id, a.user_id, a.plat_code, a.bonus, a.required_turnover, o.title, p.names, u.lang_type
     FROM activity_applications a
     JOIN activities o ON o.id = a.activity_id
     JOIN venue_platforms p ON p.plat_code = a.plat_code
     JOIN users u ON u.id = a.user_id
     WHERE a.venue_transfer_order_no = $1 AND a.status = 'pending'
     FOR UPDATE OF a`,
    [transfer.orderNo],
  );
  const application = rows[0];
  if (!application) return;
  const approved = transfer.status === 'posted';
  await tx.query('UPDATE activity_applications SET status = $2, reviewed_at = $3 WHERE id = $1', [
    application.id,
    approved ? 'approved' : 'rejected',
    now,
  ]);
  // The lock this application opened never had its money arrive.
  if (!approved) await cancelVenueLock(tx, application.id, now);
  await settleReward(tx, {
    source: 'offer',
    sourceRef: String(application.id),
    status: approved ? 'paid' : 'rejected',
    now,
  });
  // The offer and venue names are written in the player's language; amounts stay raw.
  const lang = languageByCode(Number(application.lang_type))?.key ?? DEFAULT_LANGUAGE;
  const params = {
    offer: inLanguage(application.title, lang),
    platform: inLanguage(application.names, lang),
    bonus: amountParam(Number(application.bonus)),
    turnover: amountParam(Number(application.required_turnover ?? 0)),
  };
  await postMessage(tx, {
    userId: application.user_id,
    category: 'activity',
    titleKey: approved ? 'offerApproved.title' : 'offerRejected.title',
    bodyKey: approved ? 'offerApproved.body' : 'offerRejected.body',
    params,
    now,
  });
}
