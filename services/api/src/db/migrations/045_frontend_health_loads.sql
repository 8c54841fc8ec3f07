-- The page loads that viewed each app version (docs/decisions.md#delivery-health-tokens): a canary's
-- verdict counts distinct loads, so one page sending many reports, or large counts, weighs once.
-- A load is the random id of its signed health token; it names no player, device or address, and a
-- row lives only as long as the verdict's window needs it.
CREATE TABLE frontend_health_loads (
  app text NOT NULL,
  version text NOT NULL,
  load_id text NOT NULL,
  -- Whether any report of this load counted a failed view of the version.
  failed boolean NOT NULL DEFAULT false,
  -- The load's last report of the version: the window counts loads reported within it.
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (app, version, load_id),
  FOREIGN KEY (app, version) REFERENCES frontend_versions (app, version)
);

-- The verdict's count per version and window, and the pruning of what left it.
CREATE INDEX frontend_health_loads_seen_idx ON frontend_health_loads (app, version, seen_at);
CREATE INDEX frontend_health_loads_prune_idx ON frontend_health_loads (seen_at);
