// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memberFixture } from '@platform/api-client/mocks';
import { renderPage, screen } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { AmountInput } from './AmountInput';

setupAreaTests([]);

describe('amount input: the member’s currency before every amount field', () => {
  it('shows the currency code and names it for a screen reader', () => {
    renderPage(<AmountInput placeholder="Amount" />, {
      url: '/',
      session: { userInfo: memberFixture({ currency: 'THB' }) },
    });
    expect(screen.getByTestId('amount-currency').textContent).toBe('THBAmount, in THB');
    const input = screen.getByPlaceholderText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('aria-describedby')).toBe(
      screen.getByText('Amount, in THB').getAttribute('id'),
    );
  });

  it('asks for digits only where the currency has no decimals (VND)', () => {
    renderPage(<AmountInput placeholder="Amount" />, {
      url: '/',
      session: { userInfo: memberFixture({ currency: 'VND' }) },
    });
    expect(screen.getByPlaceholderText('Amount').getAttribute('inputmode')).toBe('numeric');
  });
});
