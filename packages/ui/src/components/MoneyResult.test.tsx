// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderPage, screen, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { MoneyResult } from './MoneyResult';

setupAreaTests([]);

describe('money result', () => {
  it('says what happened and the amount, from and to, in one sentence in the polite live region', async () => {
    renderPage(
      <MoneyResult
        title="Transfer successful"
        amount={3_000}
        from="Central wallet"
        to="Slots"
        balances={[{ label: 'Central wallet', fen: 7_000 }]}
      />,
      { url: '/' },
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Transfer successful: CN¥30.00 from Central wallet to Slots',
      ),
    );
    expect(screen.getByTestId('live-region-polite')).toBe(screen.getByRole('status'));
    // The block itself is a named region, not a second live region read out as a whole.
    expect(screen.getByRole('region', { name: 'Transfer successful' })).toBe(
      screen.getByTestId('money-result'),
    );
  });

  it('adds why the money is still on its way when it is pending', async () => {
    renderPage(
      <MoneyResult
        title="Processing"
        status="pending"
        amount={12_345}
        from="Slots"
        to="Central wallet"
        note="The venue has not answered yet."
      />,
      { url: '/' },
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Processing: CN¥123.45 from Slots to Central wallet The venue has not answered yet.',
      ),
    );
  });
});
