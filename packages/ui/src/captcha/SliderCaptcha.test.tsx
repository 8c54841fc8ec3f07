// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { SLIDER_CAPTCHA, type SliderAnswer } from '@platform/api-client/contract';
import { fireEvent, renderPage, screen } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { SliderCaptcha } from './SliderCaptcha';

setupAreaTests([]);

const PUZZLE = {
  captchaKey: 'S1',
  background: 'data:image/svg+xml;base64,PHN2Zy8+',
  piece: 'data:image/svg+xml;base64,PHN2Zy8+',
  pieceTop: 20,
};
const MAX = SLIDER_CAPTCHA.width - SLIDER_CAPTCHA.pieceSize;

function renderSlider(onSubmit = vi.fn<(answer: SliderAnswer) => void>()) {
  renderPage(<SliderCaptcha puzzle={PUZZLE} onSubmit={onSubmit} onRefresh={() => {}} />, {
    url: '/',
  });
  return { onSubmit, handle: screen.getByRole('slider', { name: 'Slide the piece into the gap' }) };
}

describe('the slider captcha', () => {
  it('is a named slider, described by how to use it from the keyboard, in the tab order', () => {
    const { handle } = renderSlider();
    expect(handle.getAttribute('tabindex')).toBe('0');
    expect(handle.getAttribute('aria-valuemin')).toBe('0');
    expect(handle.getAttribute('aria-valuemax')).toBe(String(MAX));
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    const hint = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(
      'With a keyboard: the arrow keys move the piece, Enter checks it',
    );
  });

  it('moves by a step per arrow key, five per page key, to the ends with Home and End', () => {
    const { handle } = renderSlider();
    const press = (key: string) => fireEvent.keyDown(handle, { key });
    press('ArrowRight');
    press('ArrowRight');
    expect(handle.getAttribute('aria-valuenow')).toBe(String(2 * SLIDER_CAPTCHA.keyStep));
    press('ArrowLeft');
    expect(handle.getAttribute('aria-valuenow')).toBe(String(SLIDER_CAPTCHA.keyStep));
    press('PageUp');
    expect(handle.getAttribute('aria-valuenow')).toBe(String(6 * SLIDER_CAPTCHA.keyStep));
    press('End');
    expect(handle.getAttribute('aria-valuenow')).toBe(String(MAX));
    press('ArrowRight');
    expect(handle.getAttribute('aria-valuenow')).toBe(String(MAX));
    press('Home');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('Enter submits the position with the trace of every move, starting from where it was', () => {
    const { handle, onSubmit } = renderSlider();
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const answer = onSubmit.mock.calls[0]![0];
    expect(answer.captchaKey).toBe('S1');
    expect(answer.position).toBe(3 * SLIDER_CAPTCHA.keyStep);
    expect(answer.trace.map(([, x]) => x)).toEqual(
      [0, 4, 8, 12].map((x) => (x / 4) * SLIDER_CAPTCHA.keyStep),
    );
    const times = answer.trace.map(([ms]) => ms);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('shows the piece where the handle is', () => {
    const { handle } = renderSlider();
    fireEvent.keyDown(handle, { key: 'PageUp' });
    const piece = document.querySelector<HTMLImageElement>('.kit-slider-captcha-piece')!;
    expect(piece.style.left).toBe(`${5 * SLIDER_CAPTCHA.keyStep}px`);
  });
});
