import { describeAuditProblem, verifyAuditChain } from '../../src/core/audit';
import type { Database } from '../../src/db/database';
import { checkLedger } from '../../src/core/ledger';
import { reconcileVenues, type VenueProvider } from '../../src/core/venues';
import { unexpectedExits } from './servers';
import type { EffectTable, World } from './workload';

/**
 * The money invariants checked after every step (docs/crash-test.md#simulation), each a list of
 * violations (empty = holds). None depends on how the clients' requests interleaved: each reads
 * the books as they are once the servers are down and the repair ran.
 */
export interface CheckContext {
  db: Database;
  venues: VenueProvider;
  world: World;
}

export interface Check {
  name: string;
  run(ctx: CheckContext): Promise<string[]>;
}

/** The player column of each table that holds an operation's effect. */
const OWNER: Record<EffectTable, { column: string; playerRef: boolean }> = {
  venue_transfers: { column: 'user_id', playerRef: false },
  deposit_orders: { column: 'user_id', playerRef: false },
  withdrawal_orders: { column: 'user_id', playerRef: false },
  activity_applications: { column: 'user_id', playerRef: false },
  venue_sim_inhouse_rounds: { column: 'player_ref', playerRef: true },
  venue_sim_lottery6_tickets: { column: 'player_ref', playerRef: true },
  venue_sim_sports_slips: { column: 'player_ref', playerRef: true },
};

export const CHECKS: Check[] = [
  {
    name: 'entries sum to zero, no negative balance (checkLedger)',
    run: async ({ db }) => (await checkLedger(db)).map((p) => `${p.kind}: ${p.detail}`),
  },
  {
    name: "the venues' books equal ours, nothing pending (reconcile)",
    run: async ({ db, venues }) => {
      const { pending, mismatches } = await reconcileVenues(db, venues);
      return [
        ...(pending > 0 ? [`${pending} venue transfer(s) still pending after repair`] : []),
        ...mismatches.map((m) => `mismatch ${JSON.stringify(m)}`),
      ];
    },
  },
  {
    name: 'each answered key has exactly one effect',
    run: async ({ db, world }) => {
      const problems: string[] = [];
      const byTable = new Map<EffectTable, { usernames: string[]; keys: string[] }>();
      for (const [key, issued] of world.issued) {
        if (issued.firstId === undefined) continue;
        const list = byTable.get(issued.table) ?? { usernames: [], keys: [] };
        list.usernames.push(issued.username.toLowerCase());
        list.keys.push(key);
        byTable.set(issued.table, list);
      }
      for (const [table, { usernames, keys }] of byTable) {
        const owner = OWNER[table];
        const join = owner.playerRef
          ? `t.${owner.column} = 'u' || u.id::text`
          : `t.${owner.column} = u.id`;
        const { rows } = await db.query<{ key: string; n: number }>(
          `SELECT k.key, (SELECT count(*)::int FROM ${table} t JOIN users u ON ${join}
                          WHERE lower(u.username) = k.username AND t.idempotency_key = k.key) AS n
           FROM unnest($1::text[], $2::text[]) AS k(username, key)`,
          [usernames, keys],
        );
        for (const row of rows)
          if (row.n !== 1) problems.push(`${table} ${row.key}: ${row.n} effect(s), expected 1`);
      }
      // The ledger's own key is unique (migration 002): a key posted twice would show here.
      const { rows: twice } = await db.query<{ idempotency_key: string; n: number }>(
        `SELECT idempotency_key, count(*)::int AS n FROM ledger_transfers
         GROUP BY idempotency_key HAVING count(*) > 1 LIMIT 20`,
      );
      for (const row of twice) problems.push(`ledger key ${row.idempotency_key} posted ${row.n}×`);
      return problems;
    },
  },
  {
    name: 'a retried key answers the first result',
    run: async ({ world }) => [...world.issued.values()].flatMap((i) => i.mismatches),
  },
  {
    name: 'no 5xx outside a fault',
    run: async ({ world }) => world.stats.serverErrors,
  },
  {
    name: 'no API process ended by itself',
    run: async () => unexpectedExits,
  },
  {
    name: 'the audit chain verifies',
    run: async ({ db }) => {
      const { problem } = await verifyAuditChain(db);
      return problem ? [describeAuditProblem(problem)] : [];
    },
  },
];
