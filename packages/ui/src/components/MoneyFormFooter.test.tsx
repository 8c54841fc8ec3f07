// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderPage, screen, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { MoneyFormFooter } from './MoneyFormFooter';

setupAreaTests([]);

function renderFooter(props: Partial<Parameters<typeof MoneyFormFooter>[0]>) {
  const onSubmit = vi.fn();
  const onRetry = vi.fn();
  renderPage(
    <MoneyFormFooter
      label="Send"
      testId="send"
      sending={false}
      outcomeUnknown={false}
      onSubmit={onSubmit}
      onRetry={onRetry}
      {...props}
    />,
    { url: '/' },
  );
  return { onSubmit, onRetry };
}

describe('money form footer', () => {
  it('sends from its button while idle, with no notice and no result', () => {
    const { onSubmit } = renderFooter({});
    fireEvent.click(screen.getByTestId('send'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('unknown-outcome')).toBeNull();
  });

  it('shows the button loading, and sends nothing from it, while the call is on its way', () => {
    const { onSubmit } = renderFooter({ sending: true });
    const button = screen.getByTestId('send');
    expect(button.className).toContain('adm-button-loading');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the outcome is unknown and retries the same attempt from the notice', () => {
    const { onRetry, onSubmit } = renderFooter({ outcomeUnknown: true });
    expect(screen.getByTestId('unknown-outcome')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unknown-outcome-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads the unknown outcome out at once, in the assertive live region', async () => {
    renderFooter({ outcomeUnknown: true });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The connection dropped, so the result is unknown: the money may or may not have moved. Check the transaction records, or try again with the same request (it cannot be applied twice).',
      ),
    );
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('live-region-assertive'));
  });

  it('shows what the last answer said under the button', () => {
    renderFooter({ result: <p data-testid="the-result">moved</p> });
    expect(screen.getByTestId('the-result').textContent).toBe('moved');
    expect(screen.queryByTestId('unknown-outcome')).toBeNull();
  });

  it('puts its actions in one row before the button', () => {
    renderFooter({ actions: <button data-testid="clear">Clear</button>, rowClassName: 'row' });
    const row = screen.getByTestId('send').parentElement!;
    expect(row.className).toBe('row');
    expect(row.firstElementChild).toBe(screen.getByTestId('clear'));
  });
});
