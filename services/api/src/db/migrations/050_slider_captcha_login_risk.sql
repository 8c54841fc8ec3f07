-- The slider captcha (docs/product-rules.md#captcha): a row of `captchas` is either a typed answer
-- (the image captcha, and the one-time pass a solved slider hands out) or a slider puzzle, whose
-- answer is the piece's position. Only a typed answer passes a guarded call; a puzzle is passed
-- only through aliyunCaptcha, which checks its drag first.
ALTER TABLE captchas ADD COLUMN kind text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'slider'));

-- Refused logins of the last minutes, per username (blind index) and per address: three within
-- fifteen minutes and the next login from there asks for a captcha (docs/product-rules.md#captcha).
-- Unknown usernames are counted too, so whether a captcha is asked tells nothing about an account.
CREATE TABLE login_failures (
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_subject_idx ON login_failures (subject, at);
