import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOMMENDED_SCREEN } from '@platform/api-client';
import { renderPage, screen } from '@platform/ui/testing';
import BrowserPage from './BrowserPage';

const URL = routePath('browser');
const GUEST = { token: null, isLogin: false, userInfo: null };

function withScreen(width: number, height: number, colorDepth: number) {
  vi.spyOn(window.screen, 'width', 'get').mockReturnValue(width);
  vi.spyOn(window.screen, 'height', 'get').mockReturnValue(height);
  vi.spyOn(window.screen, 'colorDepth', 'get').mockReturnValue(colorDepth);
}

afterEach(() => vi.restoreAllMocks());

describe('browser help page', () => {
  it('names the supported browsers and warns about in-app browsers', () => {
    withScreen(1024, 768, 32);
    renderPage(<BrowserPage />, { url: URL, session: GUEST });
    const supported = screen.getByTestId('browser-supported').textContent;
    for (const name of ['Chrome', 'Safari', 'Edge', 'Firefox', 'WeChat', 'QQ'])
      expect(supported).toContain(name);
  });

  it("states the recommendation from the contract's constant", () => {
    withScreen(1024, 768, 32);
    renderPage(<BrowserPage />, { url: URL, session: GUEST });
    expect(screen.getByTestId('browser-recommended').textContent).toBe(
      `A screen of at least ${RECOMMENDED_SCREEN.width} × ${RECOMMENDED_SCREEN.height} pixels with ${RECOMMENDED_SCREEN.colourBits}-bit colour.`,
    );
  });

  it("passes this device's 1024×768 screen with 32-bit colour", () => {
    withScreen(1024, 768, 32);
    renderPage(<BrowserPage />, { url: URL, session: GUEST });
    const check = screen.getByTestId('browser-check');
    expect(check.dataset.result).toBe('pass');
    expect(screen.getByTestId('browser-check-size').textContent).toBe('Screen: 1024 × 768 pixels');
    expect(screen.getByTestId('browser-check-colour').textContent).toBe('Colour: 32-bit');
    expect(screen.getByTestId('browser-check-result').textContent).toContain(
      'Meets the recommendation',
    );
  });

  it('fails an 800×600 screen', () => {
    withScreen(800, 600, 32);
    renderPage(<BrowserPage />, { url: URL, session: GUEST });
    expect(screen.getByTestId('browser-check').dataset.result).toBe('fail');
    expect(screen.getByTestId('browser-check-size').dataset.ok).toBe('false');
    expect(screen.getByTestId('browser-check-result').textContent).toContain(
      'Below the recommendation',
    );
  });

  it('fails 16-bit colour', () => {
    withScreen(1920, 1080, 16);
    renderPage(<BrowserPage />, { url: URL, session: GUEST });
    expect(screen.getByTestId('browser-check').dataset.result).toBe('fail');
    expect(screen.getByTestId('browser-check-colour').dataset.ok).toBe('false');
    expect(screen.getByTestId('browser-check-size').dataset.ok).toBe('true');
  });

  it('explains adding the site to the home screen on iPhone and Android', () => {
    withScreen(1024, 768, 32);
    renderPage(<BrowserPage />, { url: URL, session: GUEST });
    expect(screen.getByTestId('browser-home-iphone').textContent).toBe(
      'On iPhone: open the site in Safari, tap Share, then Add to Home Screen.',
    );
    expect(screen.getByTestId('browser-home-android').textContent).toContain(
      'Add to Home screen or Install app',
    );
  });
});
