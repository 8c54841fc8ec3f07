import { randomInt } from 'node:crypto';
import {
  SLIDER_CAPTCHA,
  decodeSliderAnswer,
  type SliderPuzzle,
} from '@platform/api-client/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';
import {
  answerMatches,
  countWrongAnswer,
  loadCaptcha,
  spendCaptcha,
  storeCaptcha,
} from './captcha';
import { SLIDER_TOLERANCE_PX, isPlausibleDrag } from './sliderTrace';

const { width: W, height: H, pieceSize: P } = SLIDER_CAPTCHA;

function svgUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A few soft shapes in random places and colours, so the gap is found by looking, not by rule. */
function scenery(): string {
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const hue = randomInt(0, 360);
    shapes.push(
      `<circle cx="${randomInt(0, W)}" cy="${randomInt(0, H)}" r="${randomInt(12, 46)}" fill="hsl(${hue},55%,62%)" fill-opacity="0.55"/>`,
    );
  }
  return shapes.join('');
}

function picture(gapLeft: number, gapTop: number): string {
  const hue = randomInt(0, 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,80%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},45%,70%)"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${scenery()}
<rect x="${gapLeft}" y="${gapTop}" width="${P}" height="${P}" rx="8" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/>
</svg>`;
}

function pieceImage(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${P}" height="${P}" viewBox="0 0 ${P} ${P}">
<rect x="1" y="1" width="${P - 2}" height="${P - 2}" rx="8" fill="#fff" fill-opacity="0.9" stroke="#1f5fd6" stroke-width="2"/>
<path d="M${P / 2 - 8} ${P / 2}h16M${P / 2 + 2} ${P / 2 - 6}l6 6-6 6" stroke="#1f5fd6" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`;
}

/**
 * A new slider puzzle (docs/product-rules.md#captcha), drawn here with no outside service: the
 * gap is never at the start, so an untouched piece is no answer. Its position is stored hashed
 * like the image captcha's text, under the same five-minute life and five-wrong budget.
 */
export async function issueSliderCaptcha(db: Queryable, now: Date): Promise<SliderPuzzle> {
  const gapLeft = randomInt(P + 16, W - P - 4);
  const pieceTop = randomInt(8, H - P - 8);
  const captchaKey = await storeCaptcha(db, 'slider', String(gapLeft), now);
  return {
    captchaKey,
    background: svgUrl(picture(gapLeft, pieceTop)),
    piece: svgUrl(pieceImage()),
    pieceTop,
  };
}

/** An answer is right when the piece stopped within the tolerance of the gap. */
function fits(answer: string, position: number): boolean {
  for (let d = -SLIDER_TOLERANCE_PX; d <= SLIDER_TOLERANCE_PX; d++) {
    if (answerMatches({ answer }, String(position + d))) return true;
  }
  return false;
}

/** A pass's answer: as short as the image captcha's and of letters that cannot be misread. */
const PASS_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
function passAnswer(): string {
  return Array.from({ length: 8 }, () => PASS_LETTERS[randomInt(0, PASS_LETTERS.length)]).join('');
}

/**
 * aliyunCaptcha (the wire name kept; the slider is ours): judges a solved slider, and on success
 * uses the puzzle up and answers a fresh one-time captcha key and answer that a guarded call takes
 * like the image captcha's. A wrong position or an implausible drag counts as a wrong answer: the
 * fifth kills the puzzle.
 */
export async function passSliderCaptcha(
  db: Queryable,
  captchaVerifyParam: string,
  now: Date,
): Promise<{ captchaKey: string; captcha: string }> {
  const answer = decodeSliderAnswer(captchaVerifyParam);
  if (!answer) throw new DomainError('refused', 'captchaWrong');
  const row = await loadCaptcha(db, answer.captchaKey, 'slider', now);
  if (!isPlausibleDrag(answer.trace, answer.position) || !fits(row.answer, answer.position)) {
    await countWrongAnswer(db, answer.captchaKey);
    throw new DomainError('refused', 'captchaWrong');
  }
  await spendCaptcha(db, answer.captchaKey, 'slider', now);
  const captcha = passAnswer();
  return { captchaKey: await storeCaptcha(db, 'text', captcha, now), captcha };
}
