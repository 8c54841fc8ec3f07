import { encodeSliderAnswer, type SliderTracePoint } from '@platform/api-client/contract';
import { currentDevMailbox } from '../../src/core/messages';
import type { CallOptions, TestApp } from './testApp';

/** A new slider puzzle and where its gap is (from the development mailbox). */
export async function sliderPuzzle(t: TestApp, options: CallOptions = {}) {
  const issued = await t.call('getSliderCaptcha', {}, options);
  const captchaKey = issued.body.captchaKey as string;
  const gap = Number(currentDevMailbox()!.captchaAnswer(captchaKey));
  return { captchaKey, gap, body: issued.body };
}

/** A hand's drag to `position`: fast at first, slowing into the gap, over most of a second. */
export function handDrag(position: number): SliderTracePoint[] {
  return [0, 0.35, 0.7, 0.9, 1].map((share, i) => [
    [0, 110, 260, 480, 760][i]!,
    Math.round(position * share),
  ]);
}

/** Answers a puzzle through aliyunCaptcha as the app does. */
export function answerSlider(
  t: TestApp,
  captchaKey: string,
  position: number,
  trace: SliderTracePoint[] = handDrag(position),
  options: CallOptions = {},
) {
  return t.call(
    'aliyunCaptcha',
    { captchaVerifyParam: encodeSliderAnswer({ captchaKey, position, trace }), sceneId: 'login' },
    options,
  );
}

/** A solved slider's pass: the captchaKey and captchaCode a guarded call takes. */
export async function sliderPass(t: TestApp, options: CallOptions = {}) {
  const { captchaKey, gap } = await sliderPuzzle(t, options);
  const passed = await answerSlider(t, captchaKey, gap, handDrag(gap), options);
  return {
    captchaKey: passed.body.captchaKey as string,
    captchaCode: passed.body.captcha as string,
  };
}
