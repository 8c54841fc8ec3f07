-- The player's message centre (docs/product-rules.md#messages). A message is stored already
-- translated into the player's language at the time it was sent; the keys and params are kept so it
-- can be re-rendered.
CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN (
    'private', 'notification', 'activity', 'announcement', 'depositWithdrawal'
  )),
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  title_key text,
  body_key text,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  -- Unread while null; deleted messages are hidden, never shown again (deletion is final:
  -- docs/product-rules.md#messages).
  read_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX messages_user_idx ON messages (user_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX messages_unread_idx
  ON messages (user_id, category) WHERE read_at IS NULL AND deleted_at IS NULL;
