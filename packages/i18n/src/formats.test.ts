import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { addNumberFormats, setDisplayCurrency } from './formats';

/** Intl separates a sign from the figure with a no-break space; the tests read it as a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function translator(lng: string) {
  const instance = createInstance();
  await instance.init({
    lng,
    resources: {
      [lng]: { common: { paid: 'Paid {{amount, money}}', rate: 'Rate {{rate, rate}}' } },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  addNumberFormats(instance);
  return instance;
}

describe('number formats in texts', () => {
  it('writes an amount in minor units with the currency passed, by the language’s own rules', async () => {
    const en = await translator('en');
    expect(plain(en.t('paid', { amount: 123450, currency: 'THB' }))).toBe('Paid THB 1,234.50');
    const th = await translator('th');
    expect(th.t('paid', { amount: 123450, currency: 'THB' })).toBe('Paid ฿1,234.50');
    const vn = await translator('vn');
    expect(plain(vn.t('paid', { amount: 1234567, currency: 'VND' }))).toBe('Paid 1.234.567 ₫');
  });

  it('uses the display currency when the text is given none, and the base currency before it is set', async () => {
    const en = await translator('en');
    expect(en.t('paid', { amount: 500 })).toBe('Paid CN¥5.00');
    setDisplayCurrency(en, 'THB');
    expect(plain(en.t('paid', { amount: 500 }))).toBe('Paid THB 5.00');
    expect(en.t('paid', { amount: 500, currency: 'CNY' })).toBe('Paid CN¥5.00');
  });

  it('writes a rate in basis points as a percentage with the language’s decimal mark', async () => {
    expect((await translator('en')).t('rate', { rate: 150 })).toBe('Rate 1.5%');
    expect((await translator('pg')).t('rate', { rate: 1560 })).toBe('Rate 15,6%');
  });
});
