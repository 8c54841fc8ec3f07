-- The one scheduler's own books (docs/product-rules.md#scheduler, docs/decisions.md#scheduler).
-- pg-boss delivers a run at least once; these rows make each run happen exactly once. pg-boss's
-- own tables live in schema `pgboss`, created by pg-boss itself when the scheduler starts.

-- One row per run of a job, keyed by business time ('2026-11-24T21:30+08:00' or '2026-11-24').
-- The planner inserts it with its pg-boss job in one transaction; the worker locks it, runs the
-- job's effect and marks it done in another, so a crash leaves it not done and it runs again.
CREATE TABLE scheduled_runs (
  job text NOT NULL,
  run_key text NOT NULL,
  due_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'planned' CHECK (state IN ('planned', 'running', 'done', 'failed')),
  -- Attempts started (a crashed attempt counts: it is recorded before the effect's transaction).
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error text,
  planned_at timestamptz NOT NULL,
  started_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (job, run_key)
);

CREATE INDEX scheduled_runs_recent ON scheduled_runs (due_at DESC);

-- How far each job's occurrences have been planned: the next planning covers (planned_until, now],
-- so runs due while no process was up are planned at the next start.
CREATE TABLE scheduler_cursors (
  job text PRIMARY KEY,
  planned_until timestamptz NOT NULL
);
