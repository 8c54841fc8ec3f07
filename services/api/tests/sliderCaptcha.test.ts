import { describe, expect, it } from 'vitest';
import { SLIDER_CAPTCHA } from '@platform/api-client/contract';
import { useTestApp } from './support/testApp';
import { answerSlider, handDrag, sliderPuzzle } from './support/slider';

const EN = 3;

describe('the slider captcha (aliyunCaptcha)', () => {
  const t = useTestApp();

  it('issues a picture with its gap, the piece and the row, with no answer in the reply', async () => {
    const { body, gap } = await sliderPuzzle(t);
    expect(body.code).toBe(0);
    expect(body.background).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.piece).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(gap).toBeGreaterThan(SLIDER_CAPTCHA.pieceSize);
    expect(gap).toBeLessThanOrEqual(SLIDER_CAPTCHA.width - SLIDER_CAPTCHA.pieceSize);
    expect(JSON.stringify(body)).not.toContain(`"${gap}"`);
    const { rows } = await t.db.query<{ answer: string }>(
      'SELECT answer FROM captchas WHERE captcha_key = $1',
      [body.captchaKey],
    );
    expect(rows[0]!.answer).not.toBe(String(gap));
  });

  it('the right position (within a few pixels) answers a one-time captcha that login takes', async () => {
    const player = await t.registerPlayer();
    // Three refused logins: the next one asks for a captcha.
    for (let i = 0; i < 3; i += 1)
      await t.call('login', { username: player.username, password: 'wrong1234' });
    const { captchaKey, gap } = await sliderPuzzle(t);
    const passed = await answerSlider(t, captchaKey, gap + 3);
    expect(passed.body.code).toBe(0);
    expect(passed.body.captcha).toMatch(/^[a-z2-9]{8}$/);
    const pass = { captchaKey: passed.body.captchaKey, captchaCode: passed.body.captcha };
    const credentials = { username: player.username, password: player.password };
    const login = await t.call('login', { ...credentials, ...pass });
    expect(login.body.code).toBe(0);
    // One use: the pass is spent by the call it guarded.
    const again = await t.call('checkCaptcha', pass, { lang: EN });
    expect(again.body.msg).toBe('The captcha has expired, please refresh it');
  });

  it('a wrong position is refused and the puzzle stays for another try', async () => {
    const { captchaKey, gap } = await sliderPuzzle(t);
    const wrong = await answerSlider(t, captchaKey, gap + 12, undefined, { lang: EN });
    expect(wrong.body).toEqual({ code: 1000, msg: 'Incorrect captcha, please try again' });
    expect((await answerSlider(t, captchaKey, gap)).body.code).toBe(0);
  });

  it('a used puzzle cannot be answered again', async () => {
    const { captchaKey, gap } = await sliderPuzzle(t);
    expect((await answerSlider(t, captchaKey, gap)).body.code).toBe(0);
    const replay = await answerSlider(t, captchaKey, gap, undefined, { lang: EN });
    expect(replay.body.msg).toBe('The captcha has expired, please refresh it');
  });

  it('refuses an instant drag and a perfectly even one, even at the right position', async () => {
    const { captchaKey, gap } = await sliderPuzzle(t);
    const instant = handDrag(gap).map(([ms, x]) => [Math.floor(ms / 10), x] as [number, number]);
    expect((await answerSlider(t, captchaKey, gap, instant)).body.code).toBe(1000);
    const even = [0, 1, 2, 3, 4].map((i) => [i * 200, (gap * i) / 4] as [number, number]);
    expect((await answerSlider(t, captchaKey, gap, even)).body.code).toBe(1000);
    expect((await answerSlider(t, captchaKey, gap)).body.code).toBe(0);
  });

  it('five wrong answers kill the puzzle: the right one after is refused', async () => {
    const { captchaKey, gap } = await sliderPuzzle(t);
    for (let i = 0; i < 5; i += 1)
      expect((await answerSlider(t, captchaKey, gap + 20)).body.code).toBe(1000);
    const right = await answerSlider(t, captchaKey, gap, undefined, { lang: EN });
    expect(right.body.msg).toBe('The captcha has expired, please refresh it');
  });

  it('is no typed captcha itself: its key with the position does not pass a guarded call', async () => {
    const player = await t.registerPlayer();
    for (let i = 0; i < 3; i += 1)
      await t.call('login', { username: player.username, password: 'wrong1234' });
    const { captchaKey, gap } = await sliderPuzzle(t);
    const check = await t.call('checkCaptcha', { captchaKey, captchaCode: String(gap) });
    expect(check.body.code).toBe(1000);
    const login = await t.call(
      'login',
      {
        username: player.username,
        password: player.password,
        captchaKey,
        captchaCode: String(gap),
      },
      { lang: EN },
    );
    expect(login.body.msg).toBe('The captcha has expired, please refresh it');
  });

  it('refuses an answer that is not a slider answer', async () => {
    const answer = await t.call('aliyunCaptcha', {
      captchaVerifyParam: 'nonsense',
      sceneId: 'login',
    });
    expect(answer.body.code).toBe(1000);
  });
});
