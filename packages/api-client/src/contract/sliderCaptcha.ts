import { z } from 'zod';
import { SLIDER_CAPTCHA, type SliderAnswer, type SliderTracePoint } from './sliderCaptchaPlain';

export * from './sliderCaptchaPlain';

/** One point of the drag: milliseconds since the drag began, and the piece's position then. */
export const sliderTracePointSchema: z.ZodType<SliderTracePoint> = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(10 * 60 * 1000),
  z.number().int().min(0).max(SLIDER_CAPTCHA.width),
]);

/** What the slider answers, carried as JSON in aliyunCaptcha's `captchaVerifyParam`. */
export const sliderAnswerSchema: z.ZodType<SliderAnswer> = z.object({
  captchaKey: z.string().min(1).max(64),
  position: z.number().int().min(0).max(SLIDER_CAPTCHA.width),
  trace: z.array(sliderTracePointSchema).max(600),
});

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
