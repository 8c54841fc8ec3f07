// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createPlatformStore } from '@platform/api-client';
import { memberFixture } from '@platform/api-client/mocks';
import { i18next } from '@platform/i18n';
import { renderPage, screen, serveSiteCurrencies, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { followDisplayCurrency, useMoney } from './money';

setupAreaTests(['validation']);

/** Intl separates a sign from the figure with a no-break space; the tests read it as a space. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function Amounts() {
  const money = useMoney();
  return (
    <p data-testid="amounts">
      {[money.currency, money.format(1_234_50), money.plain(1_234_50), money.typed(500_00)].join(
        ' | ',
      )}
    </p>
  );
}

const guest = { isLogin: false, token: null, userInfo: null };

describe('useMoney: the display currency (docs/product-rules.md#currency)', () => {
  it("writes a member's amounts in their wallet currency", () => {
    renderPage(<Amounts />, {
      url: '/',
      session: { userInfo: memberFixture({ currency: 'THB' }) },
    });
    expect(plain(screen.getByTestId('amounts').textContent)).toBe(
      'THB | THB 1,234.50 | 1234.50 | 500',
    );
  });

  it("shows a guest the site's new-member currency", async () => {
    serveSiteCurrencies({ newMember: 'VND' });
    renderPage(<Amounts />, { url: '/', session: guest });
    await waitFor(() =>
      expect(plain(screen.getByTestId('amounts').textContent)).toBe(
        'VND | ₫123,450 | 123450 | 50000',
      ),
    );
  });

  it('falls back to the base currency for a guest when the setting is not a known code', async () => {
    serveSiteCurrencies({ newMember: 'XYZ' });
    renderPage(<Amounts />, { url: '/', session: guest });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plain(screen.getByTestId('amounts').textContent)).toBe(
      'CNY | CN¥1,234.50 | 1234.50 | 500',
    );
  });
});

describe('followDisplayCurrency: the texts agree with useMoney', () => {
  it("gives a guest's texts the new-member currency, then the member's once signed in", async () => {
    serveSiteCurrencies({ newMember: 'THB' });
    const { store } = createPlatformStore({ isLogin: false, token: null, langTypVal: 3 });
    const stop = followDisplayCurrency(store);
    const minimum = (min: number) => plain(i18next.t('validation:amount.belowMinimum', { min }));
    await waitFor(() => expect(minimum(5_00)).toBe('The minimum amount is THB 5.00'));
    store.dispatch({
      type: 'session/loggedIn',
      payload: { token: 't', userInfo: memberFixture({ currency: 'VND' }) },
    });
    expect(minimum(5_000)).toBe('The minimum amount is ₫5,000');
    stop();
  });
});
