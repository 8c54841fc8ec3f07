-- The help centre's articles and the sponsorship pages (docs/product-rules.md#help), seeded from
-- seed/helpArticles.ts and seed/sponsorship.ts. Text a person reads is jsonb by language key
-- (zh, hk, en, th, vn, pg, fp, md), as the offers store theirs.

-- One question and its answer. The answer is simple HTML whose figures are placeholders such as
-- {{depositMax}}, filled from the contract's constants when read (domain/support/content/).
CREATE TABLE help_articles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_key text NOT NULL UNIQUE,
  topic text NOT NULL
    CHECK (topic IN ('deposit', 'withdraw', 'transfer', 'games', 'tech', 'contact', 'answer')),
  sort integer NOT NULL DEFAULT 0,
  -- Among the top questions of the help centre and the customer service page.
  top boolean NOT NULL DEFAULT false,
  question jsonb NOT NULL,
  answer jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX help_articles_topic_sort ON help_articles (topic, sort);

-- A sponsorship card on the sponsorship tab.
CREATE TABLE sponsorships (
  sponsorship_key text PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0,
  name jsonb NOT NULL,
  headline jsonb NOT NULL,
  summary jsonb NOT NULL,
  -- As shown, e.g. "2026/27".
  season text NOT NULL,
  banner_url text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- A sponsored club's page, under its sponsorship's key. `intro` holds paragraphs per language.
CREATE TABLE sponsored_clubs (
  club_key text PRIMARY KEY REFERENCES sponsorships (sponsorship_key) ON DELETE CASCADE,
  name jsonb NOT NULL,
  founded integer NOT NULL,
  stadium jsonb NOT NULL,
  intro jsonb NOT NULL,
  crest_url text NOT NULL,
  banner_url text NOT NULL
);

CREATE TABLE club_honours (
  club_key text NOT NULL REFERENCES sponsored_clubs (club_key) ON DELETE CASCADE,
  sort integer NOT NULL,
  title jsonb NOT NULL,
  honour_count integer NOT NULL CHECK (honour_count > 0),
  -- The years or seasons won, as shown.
  years text NOT NULL,
  PRIMARY KEY (club_key, sort)
);

-- A star player: the name as the person writes it, the rest by language.
CREATE TABLE club_players (
  club_key text NOT NULL REFERENCES sponsored_clubs (club_key) ON DELETE CASCADE,
  sort integer NOT NULL,
  name text NOT NULL,
  shirt_number integer NOT NULL CHECK (shirt_number BETWEEN 1 AND 99),
  position jsonb NOT NULL,
  nationality jsonb NOT NULL,
  bio jsonb NOT NULL,
  image_url text NOT NULL,
  PRIMARY KEY (club_key, sort)
);
