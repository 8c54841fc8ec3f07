import { z } from 'zod';

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
export const sliderTracePointSchema = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(10 * 60 * 1000),
  z.number().int().min(0).max(SLIDER_CAPTCHA.width),
]);
export type SliderTracePoint = z.infer<typeof sliderTracePointSchema>;

/** What the slider answers, carried as JSON in aliyunCaptcha's `captchaVerifyParam`. */
export const sliderAnswerSchema = z.object({
  captchaKey: z.string().min(1).max(64),
  position: z.number().int().min(0).max(SLIDER_CAPTCHA.width),
  trace: z.array(sliderTracePointSchema).max(600),
});
export type SliderAnswer = z.infer<typeof sliderAnswerSchema>;

export function encodeSliderAnswer(answer: SliderAnswer): string {
  return JSON.stringify(answer);
}

/** The answer in `captchaVerifyParam`, or null when it is not one. */
export function decodeSliderAnswer(param: string): SliderAnswer | null {
  try {
    const parsed = sliderAnswerSchema.safeParse(JSON.parse(param));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A puzzle: the picture with its gap, the piece, and the row the piece slides along. */
export const sliderPuzzleSchema = z.object({
  captchaKey: z.string(),
  /** SVG data URLs. */
  background: z.string(),
  piece: z.string(),
  /** The piece's top edge in the picture. */
  pieceTop: z.number().int(),
});
export type SliderPuzzle = z.infer<typeof sliderPuzzleSchema>;
