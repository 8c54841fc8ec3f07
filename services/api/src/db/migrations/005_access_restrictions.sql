-- Addresses and networks that may not use the site (answered with errorCode "403").
CREATE TABLE restricted_networks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  network cidr NOT NULL UNIQUE,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
