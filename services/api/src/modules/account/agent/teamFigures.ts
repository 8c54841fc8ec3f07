import type { PayloadOf } from '@platform/api-client/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../core/errors';
import type { UserRecord } from '../../../core/auth';
import { inviteCodeOf } from './inviteActivity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight starting a business date; Asia/Shanghai has kept UTC+8 without DST since 1991. */
function businessDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}

/**
 * An agent's team figures between two business dates (both included). The team is the players who
 * registered with the agent's invite code. From the data that exists today: registrations, first
 * and total successful deposits, paid withdrawals. Bets are not recorded yet, so valid turnover
 * and win/lose are 0 and "active" means a successful deposit in the range; there is no commission
 * scheme yet, so commission is 0.
 */
export async function agentTeamFigures(
  db: Queryable,
  agent: UserRecord,
  range: { startDate: string; endDate: string },
): Promise<PayloadOf<'queryAgentAnalyze'>> {
  if (!agent.isAgent) throw new DomainError('refused', 'agentOnly');
  const from = businessDayStart(range.startDate);
  const to = new Date(businessDayStart(range.endDate).getTime() + DAY_MS);
  const { rows } = await db.query<{
    team_size: number;
    new_members: number;
    first_deposit_members: number;
    active_members: number;
    deposit_total: number;
    withdrawal_total: number;
  }>(
    `WITH team AS (
       SELECT id, created_at FROM users WHERE btrim(registered_invite_code) = $1
     ), deposits AS (
       SELECT d.user_id, d.amount, d.completed_at
       FROM deposit_orders d JOIN team ON team.id = d.user_id WHERE d.status = 'success'
     ), first_deposits AS (
       SELECT user_id, min(completed_at) AS first_at FROM deposits GROUP BY user_id
     )
     SELECT
       (SELECT count(*)::int FROM team WHERE created_at < $3) AS team_size,
       (SELECT count(*)::int FROM team WHERE created_at >= $2 AND created_at < $3) AS new_members,
       (SELECT count(*)::int FROM first_deposits WHERE first_at >= $2 AND first_at < $3)
         AS first_deposit_members,
       (SELECT count(DISTINCT user_id)::int FROM deposits
         WHERE completed_at >= $2 AND completed_at < $3) AS active_members,
       (SELECT COALESCE(sum(amount), 0)::bigint FROM deposits
         WHERE completed_at >= $2 AND completed_at < $3) AS deposit_total,
       (SELECT COALESCE(sum(w.amount), 0)::bigint
         FROM withdrawal_orders w JOIN team ON team.id = w.user_id
         WHERE w.status = 'success' AND w.completed_at >= $2 AND w.completed_at < $3)
         AS withdrawal_total`,
    [inviteCodeOf(agent.id), from, to],
  );
  const r = rows[0]!;
  return {
    teamSize: r.team_size,
    newMembers: r.new_members,
    firstDepositMembers: r.first_deposit_members,
    activeMembers: r.active_members,
    depositTotal: r.deposit_total,
    withdrawalTotal: r.withdrawal_total,
    validTurnover: 0,
    winLose: 0,
    commission: 0,
  };
}
