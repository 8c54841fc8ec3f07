// `pnpm profile:transfer`: where a convertMoney (central → venue, through the API) spends
// PostgreSQL time. Run through scripts/with-postgres.sh with pg_stat_statements loaded and
// `pg_stat_statements.track=all`, so the statements inside the ledger's plpgsql functions are
// counted too (the root package script sets PG_EXTRA_OPTS). It makes a player through the
// development routes, restarts the API in its production configuration, runs PROFILE_TRANSFERS
// transfers (default 1,000) one after another on one connection, and prints the statements by
// total execution time per transfer. The figures and what they say are in docs/performance.md
// ("Where a transfer's PostgreSQL time goes").
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort, registerCreditedPlayer, startApi, stop } from './benchProcesses';

const TRANSFERS = Number(process.env.PROFILE_TRANSFERS ?? 1_000);
const WARM_UP = 100;
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const VENUES = ['STSPORT', 'STLIVE', 'STCHESS', 'STESPORT', 'STLOTTO', 'STSLOT'];

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run through services/api/scripts/with-postgres.sh');
  process.exit(2);
}

/** `count` transfers of 1 yuan central → venue, one after another (one keep-alive connection). */
async function transfers(base: string, token: string, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const response = await fetch(`${base}/web/apiCode/convertMoney`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        platCode: VENUES[n % VENUES.length]!,
        direction: 'toVenue',
        amount: '100',
        idempotencyKey: `profile-${randomUUID()}`,
      }).toString(),
    });
    const answer = (await response.json()) as { code: number };
    if (answer.code !== 0) throw new Error(`transfer ${n} refused: ${JSON.stringify(answer)}`);
  }
}

interface StatementRow {
  query: string;
  toplevel: boolean;
  calls: string;
  total_exec_time: number;
  rows: string;
}

function oneLine(sql: string, width: number): string {
  const flat = sql.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

  const setup = await startApi(port, 'test');
  const token = await registerCreditedPlayer(base, {
    username: 'profile01',
    mobile: '13799990001',
    password: 'profile1234',
    creditFen: 1_000_000_000,
  }).finally(() => stop(setup));
  const api = await startApi(port, 'production');
  try {
    await transfers(base, token, WARM_UP);
    await admin.query('SELECT pg_stat_statements_reset()');
    const started = performance.now();
    await transfers(base, token, TRANSFERS);
    const wallMs = performance.now() - started;
    const { rows } = await admin.query<StatementRow>(
      `SELECT query, toplevel, calls, total_exec_time, rows FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND query NOT LIKE '%pg_stat_statements%'
       ORDER BY total_exec_time DESC`,
    );
    const per = (v: number | string) => Number(v) / TRANSFERS;
    const top = rows.filter((r) => r.toplevel);
    const topMs = top.reduce((sum, r) => sum + r.total_exec_time, 0);
    const topCalls = top.reduce((sum, r) => sum + Number(r.calls), 0);
    console.log(
      `${TRANSFERS} transfers in ${Math.round(wallMs)} ms (${(wallMs / TRANSFERS).toFixed(2)} ms each, one at a time); ` +
        `PostgreSQL ran ${per(topCalls).toFixed(1)} statements from the API per transfer, ` +
        `${per(topMs).toFixed(3)} ms of execution per transfer.`,
    );
    console.log('');
    console.log('| Statement | Level | Calls / transfer | ms / transfer | ms / call |');
    console.log('| --- | --- | ---: | ---: | ---: |');
    for (const r of rows.slice(0, TOP)) {
      const calls = Number(r.calls);
      console.log(
        `| \`${oneLine(r.query, 110)}\` | ${r.toplevel ? 'API' : 'inside a function'} | ` +
          `${per(calls).toFixed(2)} | ${per(r.total_exec_time).toFixed(3)} | ` +
          `${(r.total_exec_time / calls).toFixed(3)} |`,
      );
    }
  } finally {
    await stop(api);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
