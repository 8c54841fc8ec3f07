import { useEffect, useState } from 'react';
import {
  CAPTCHA_REQUIRED_ERROR,
  encodeSliderAnswer,
  type CaptchaScene,
} from '@platform/api-client/tables';
import { useAliyunCaptchaMutation, useGetSliderCaptchaMutation } from '@platform/api-client';
import { SliderCaptcha } from './SliderCaptcha';

/** What a guarded call takes: a solved slider's one-time captcha key and answer. */
export interface CaptchaPass {
  captchaKey: string;
  captchaCode: string;
}

/** Whether a refusal asks for a captcha first (its errorCode, CAPTCHA_REQUIRED_ERROR). */
export function isCaptchaRequired(error: unknown): boolean {
  const refusal = error as { errorCode?: unknown } | null | undefined;
  return refusal?.errorCode === CAPTCHA_REQUIRED_ERROR;
}

/**
 * A slider puzzle from the API, checked by it (aliyunCaptcha) when the player lets go or presses
 * Enter; a passed one hands its one-time captcha to `onPass`. A refused answer brings a new puzzle
 * (the server's message says why). Mount it again (a new `key`) for the next guarded call.
 */
export function SliderCaptchaCheck({
  scene,
  onPass,
}: {
  scene: CaptchaScene;
  onPass: (pass: CaptchaPass) => void;
}) {
  const [issue, { data: puzzle }] = useGetSliderCaptchaMutation();
  const [verify] = useAliyunCaptchaMutation();
  const [solved, setSolved] = useState(false);
  useEffect(() => {
    void issue();
  }, [issue]);
  return (
    <SliderCaptcha
      puzzle={puzzle}
      solved={solved}
      onRefresh={() => void issue()}
      onSubmit={async (answer) => {
        const result = await verify({
          captchaVerifyParam: encodeSliderAnswer(answer),
          sceneId: scene,
        });
        if (result.data) {
          setSolved(true);
          onPass({ captchaKey: result.data.captchaKey, captchaCode: result.data.captcha });
        } else void issue();
      }}
    />
  );
}
