import { randomBytes } from 'node:crypto';
import type { ConfigObject, CaptchaObj } from 'svg-captcha';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { hashSecret, secretMatches } from '../vault';

/**
 * Answers are stored as salted HMACs (docs/decisions-api.md#personal-data-at-rest); outside
 * production the plain answer is also handed to `devAnswers` for the dev routes and tests.
 */
const CAPTCHA_SECRET = 'captcha';
let devAnswers: ((captchaKey: string, answer: string) => void) | null = null;

/** Development and test only (app.ts): where issued answers are also told. */
export function tellCaptchaAnswersTo(
  listener: ((captchaKey: string, answer: string) => void) | null,
): void {
  devAnswers = listener;
}

/** A captcha lives five minutes, is used up by the call it guards, and dies after five wrong checks. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_MAX_WRONG = 5;

interface SvgCaptcha {
  create(options?: ConfigObject): CaptchaObj;
}
let generator: Promise<SvgCaptcha> | undefined;

/** Loaded on first use: the font parsing costs startup time the API does not need to pay. */
function svgCaptcha(): Promise<SvgCaptcha> {
  generator ??= import('svg-captcha').then((m) => ('default' in m ? (m.default as SvgCaptcha) : m));
  return generator;
}

export interface IssuedCaptcha {
  captchaKey: string;
  /** An SVG image as a data URL. */
  captcha: string;
}

/**
 * What a row holds: a typed answer (the image's text, or the pass a solved slider hands out), the
 * only kind a guarded call accepts; or a slider puzzle's position, passed only through the slider
 * check (slider.ts), which judges the drag as well.
 */
export type CaptchaKind = 'text' | 'slider';

/** Stores a new captcha's answer hashed under a fresh key, and tells the dev listener. */
export async function storeCaptcha(
  db: Queryable,
  kind: CaptchaKind,
  answer: string,
  now: Date,
): Promise<string> {
  const captchaKey = randomBytes(16).toString('base64url');
  // Sweep long-dead captchas now and then instead of a separate job.
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [
    new Date(now.getTime() - CAPTCHA_TTL_MS),
  ]);
  await db.query(
    `INSERT INTO captchas (captcha_key, kind, answer, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      captchaKey,
      kind,
      hashSecret(CAPTCHA_SECRET, answer),
      now,
      new Date(now.getTime() + CAPTCHA_TTL_MS),
    ],
  );
  devAnswers?.(captchaKey, answer);
  return captchaKey;
}

export async function issueCaptcha(db: Queryable, now: Date): Promise<IssuedCaptcha> {
  const { create } = await svgCaptcha();
  // Look-alike characters are left out: the answer should be readable, the test is the image.
  const image = create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f6fb',
  });
  const captchaKey = await storeCaptcha(db, 'text', image.text.toLowerCase(), now);
  return {
    captchaKey,
    captcha: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
  };
}

export interface CaptchaRow {
  answer: string;
  wrong_attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

/** A live captcha of that kind; any other is refused as expired (a puzzle is no typed answer). */
export async function loadCaptcha(
  db: Queryable,
  key: string,
  kind: CaptchaKind,
  now: Date,
): Promise<CaptchaRow> {
  const { rows } = await db.query<CaptchaRow>(
    `SELECT answer, wrong_attempts, expires_at, consumed_at FROM captchas
     WHERE captcha_key = $1 AND kind = $2`,
    [key, kind],
  );
  const row = rows[0];
  if (!row || row.consumed_at || row.expires_at <= now || row.wrong_attempts >= CAPTCHA_MAX_WRONG) {
    throw new DomainError('refused', 'captchaExpired');
  }
  return row;
}

export function answerMatches(row: Pick<CaptchaRow, 'answer'>, answer: string): boolean {
  return secretMatches(CAPTCHA_SECRET, row.answer, answer.trim().toLowerCase());
}

/** Counts a wrong answer: the fifth kills the captcha (loadCaptcha refuses it after). */
export async function countWrongAnswer(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE captchas SET wrong_attempts = wrong_attempts + 1 WHERE captcha_key = $1', [
    key,
  ]);
}

/** checkCaptcha: tells whether the answer is right without using the captcha up. */
export async function checkCaptcha(
  db: Queryable,
  key: string,
  answer: string,
  now: Date,
): Promise<void> {
  const row = await loadCaptcha(db, key, 'text', now);
  if (!answerMatches(row, answer)) {
    await countWrongAnswer(db, key);
    throw new DomainError('refused', 'captchaWrong');
  }
}

/**
 * Uses the captcha up, right or wrong: one image, one attempt at the guarded action. Call it outside
 * the action's transaction so a later refusal (username taken) cannot bring the captcha back.
 */
export async function consumeCaptcha(
  db: Queryable,
  key: string,
  answer: string,
  now: Date,
): Promise<void> {
  const row = await spendCaptcha(db, key, 'text', now);
  if (!answerMatches(row, answer)) throw new DomainError('refused', 'captchaWrong');
}

/** Marks a live captcha of that kind used, once: of two concurrent uses only one finds it. */
export async function spendCaptcha(
  db: Queryable,
  key: string,
  kind: CaptchaKind,
  now: Date,
): Promise<{ answer: string }> {
  const { rows } = await db.query<{ answer: string }>(
    `UPDATE captchas SET consumed_at = $2
     WHERE captcha_key = $1 AND kind = $4 AND consumed_at IS NULL AND expires_at > $2
       AND wrong_attempts < $3
     RETURNING answer`,
    [key, now, CAPTCHA_MAX_WRONG, kind],
  );
  const row = rows[0];
  if (!row) throw new DomainError('refused', 'captchaExpired');
  return row;
}
