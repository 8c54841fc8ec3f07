-- Delivery (docs/product-rules.md#delivery): the published versions of each front-end app (the
-- shell and the five areas) known from the deployment store, their share of traffic, and the
-- rollout's history. The discovery manifest is read from here.
CREATE TABLE frontend_versions (
  app text NOT NULL,
  -- `<semver>-<content hash>`, as the store names it.
  version text NOT NULL,
  -- The entry's path inside the version (an area's remote entry script, the shell's page).
  entry text NOT NULL,
  -- Subresource integrity of the entry (sha384-...).
  integrity text NOT NULL,
  commit text NOT NULL,
  content_hash text NOT NULL,
  semver text NOT NULL,
  published_at timestamptz NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  traffic int NOT NULL DEFAULT 0 CHECK (traffic BETWEEN 0 AND 100),
  is_default boolean NOT NULL DEFAULT false,
  -- A step rollout's pending steps, [{"traffic": 50, "due": iso}, ...], in order; null when none.
  step_plan jsonb,
  PRIMARY KEY (app, version),
  CHECK (step_plan IS NULL OR jsonb_typeof(step_plan) = 'array'),
  -- The default takes whatever the canary leaves, so it is never planned.
  CHECK (NOT (is_default AND step_plan IS NOT NULL))
);

-- One default per app.
CREATE UNIQUE INDEX frontend_versions_default_idx ON frontend_versions (app) WHERE is_default;
-- The step job's look-up.
CREATE INDEX frontend_versions_planned_idx ON frontend_versions (app) WHERE step_plan IS NOT NULL;

-- Every change of traffic, written in the change's transaction.
CREATE TABLE frontend_release_events (
  id bigserial PRIMARY KEY,
  app text NOT NULL,
  version text NOT NULL,
  action text NOT NULL
    CHECK (action IN ('registered', 'rollout', 'promoted', 'step', 'rollback', 'auto-rollback')),
  -- The version's traffic after the change.
  traffic int NOT NULL CHECK (traffic BETWEEN 0 AND 100),
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (app, version) REFERENCES frontend_versions (app, version)
);

CREATE INDEX frontend_release_events_app_idx ON frontend_release_events (app, id DESC);

-- What the shells report, summed per app, version and minute. No player, device or address.
CREATE TABLE frontend_health (
  app text NOT NULL,
  version text NOT NULL,
  -- The minute the reports arrived in.
  bucket timestamptz NOT NULL,
  views int NOT NULL DEFAULT 0 CHECK (views >= 0),
  failed_views int NOT NULL DEFAULT 0 CHECK (failed_views >= 0 AND failed_views <= views),
  load_failures int NOT NULL DEFAULT 0 CHECK (load_failures >= 0),
  render_errors int NOT NULL DEFAULT 0 CHECK (render_errors >= 0),
  failed_calls int NOT NULL DEFAULT 0 CHECK (failed_calls >= 0),
  PRIMARY KEY (app, version, bucket),
  FOREIGN KEY (app, version) REFERENCES frontend_versions (app, version)
);
