import type { Queryable } from '../db/database';
import { ACTIVITY_SEEDS, type ActivitySeed } from './activities';

/**
 * The seeded offers (docs/product-rules.md#offers), upserted by their stable id: applications
 * refer to the id, and a changed seed (words, terms, period) replaces the stored offer.
 */
export async function seedActivities(
  tx: Queryable,
  seeds: readonly ActivitySeed[] = ACTIVITY_SEEDS,
): Promise<void> {
  for (const s of seeds) {
    await tx.query(
      `INSERT INTO activities
         (id, classification, kind, sort, title, summary, content, banner_url, starts_at, ends_at,
          frequency, min_transfer, bonus_ratio_bp, max_bonus, turnover_multiple, time_limit_hours,
          min_vip_level, excludes_agents, plat_codes, terms_by_vip_level)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10, $11, $12, $13, $14,
               $15, $16, $17, $18, $19::text[], $20::jsonb)
       ON CONFLICT (id) DO UPDATE SET
         classification = EXCLUDED.classification, kind = EXCLUDED.kind, sort = EXCLUDED.sort,
         title = EXCLUDED.title, summary = EXCLUDED.summary, content = EXCLUDED.content,
         banner_url = EXCLUDED.banner_url, starts_at = EXCLUDED.starts_at,
         ends_at = EXCLUDED.ends_at, frequency = EXCLUDED.frequency,
         min_transfer = EXCLUDED.min_transfer, bonus_ratio_bp = EXCLUDED.bonus_ratio_bp,
         max_bonus = EXCLUDED.max_bonus, turnover_multiple = EXCLUDED.turnover_multiple,
         time_limit_hours = EXCLUDED.time_limit_hours, min_vip_level = EXCLUDED.min_vip_level,
         excludes_agents = EXCLUDED.excludes_agents, plat_codes = EXCLUDED.plat_codes,
         terms_by_vip_level = EXCLUDED.terms_by_vip_level`,
      [
        s.id,
        s.classification,
        s.kind,
        s.sort,
        JSON.stringify(s.title),
        JSON.stringify(s.summary),
        JSON.stringify(s.content),
        s.bannerUrl,
        s.startsAt,
        s.endsAt,
        s.frequency,
        s.minTransfer,
        s.bonusRatioBp,
        s.maxBonus,
        s.turnoverMultiple,
        s.timeLimitHours,
        s.minVipLevel,
        s.excludesAgents,
        s.platCodes,
        s.termsByVipLevel === null ? null : JSON.stringify(s.termsByVipLevel),
      ],
    );
  }
}
