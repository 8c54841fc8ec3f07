// The slider captcha's sizes, scenes and answer shape as plain data, without zod: the kit's slider
// is on every page's first screen (docs/product-rules.md#captcha); the schemas that check an answer
// are in ./sliderCaptcha.ts.

/**
 * The slider captcha we serve ourselves (docs/product-rules.md#captcha): a picture with a gap and
 * a piece to slide into it along one row. Positions are the piece's left edge in CSS pixels of the
 * picture, from 0 to `width - pieceSize`.
 */
export const SLIDER_CAPTCHA = {
  width: 280,
  height: 150,
  pieceSize: 44,
  /** How far one arrow key moves the piece; a page key moves it five steps. */
  keyStep: 4,
} as const;

/** The guarded actions a solved slider's pass is asked for (aliyunCaptcha's `sceneId`). */
export const CAPTCHA_SCENES = ['login', 'chat'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];

/** One point of the drag: milliseconds since the drag began, and the piece's position then. */
export type SliderTracePoint = [ms: number, position: number];

/** What the slider answers, carried as JSON in aliyunCaptcha's `captchaVerifyParam`. */
export interface SliderAnswer {
  captchaKey: string;
  position: number;
  trace: SliderTracePoint[];
}

/** The answer as `captchaVerifyParam` carries it. */
export function encodeSliderAnswer(answer: SliderAnswer): string {
  return JSON.stringify(answer);
}
