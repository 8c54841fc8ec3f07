import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '@platform/ui/testing';
import PayPage, { safePayUrl } from './PayPage';

describe('payment page', () => {
  it('frames only http(s) pages', () => {
    expect(safePayUrl('https://pay.example.com/x?a=1')).toBe('https://pay.example.com/x?a=1');
    expect(safePayUrl('javascript:alert(1)')).toBeNull();
    expect(safePayUrl('data:text/html,hi')).toBeNull();
    expect(safePayUrl(null)).toBeNull();
  });

  it("shows the processor's page, or says a link cannot be opened", () => {
    const url = encodeURIComponent('https://pay.example.com/checkout/1');
    renderPage(<PayPage />, { url: `${routePath('payPage')}?url=${url}&orderNo=D1` });
    expect(screen.getByTestId('pay-frame').getAttribute('src')).toBe(
      'https://pay.example.com/checkout/1',
    );
  });

  it('refuses a script link', () => {
    renderPage(<PayPage />, { url: `${routePath('payPage')}?url=javascript%3Aalert(1)` });
    expect(screen.queryByTestId('pay-frame')).toBeNull();
    expect(screen.getByText('This payment link cannot be opened')).toBeTruthy();
  });
});
