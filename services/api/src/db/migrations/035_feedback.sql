-- Feedback (docs/product-rules.md#feedback): what a player tells the support desk, with an optional
-- order of theirs and up to 3 of their own uploaded images, and the desk's reply.
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A dictValue of the feedback_question_type dictionary.
  question_type text NOT NULL,
  order_no text,
  description text NOT NULL,
  -- Relative upload URLs (/web/upload/file/<id>) the player owns.
  image_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'replied')),
  reply text,
  -- The agent who wrote the reply.
  replied_by text,
  created_at timestamptz NOT NULL,
  replied_at timestamptz,
  -- The player deleted it: hidden from them and from the desk's queue, kept for the records.
  deleted_at timestamptz,
  CHECK ((status = 'replied') = (reply IS NOT NULL AND replied_at IS NOT NULL AND replied_by IS NOT NULL)),
  CHECK (jsonb_typeof(image_urls) = 'array')
);

-- The player's list (newest first) and their count of the day.
CREATE INDEX feedback_user_idx ON feedback (user_id, created_at DESC, id DESC);
-- The desk's queue: live feedback by status, newest first.
CREATE INDEX feedback_desk_idx ON feedback (status, created_at DESC, id DESC) WHERE deleted_at IS NULL;
