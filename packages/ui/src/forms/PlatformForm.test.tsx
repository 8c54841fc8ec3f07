// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Input } from '../forms';
import { Button } from '../kit';
import { fireEvent, renderPage, screen, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { Form } from './PlatformForm';

setupAreaTests([]);

describe('a submit that fails the rules', () => {
  it('reads the first error out and puts the focus on its field', async () => {
    renderPage(
      <Form
        footer={
          <Button type="submit" data-testid="send">
            Send
          </Button>
        }
      >
        <Form.Item name="name" label="Name">
          <Input data-testid="name" />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount"
          rules={[{ required: true, message: 'Enter an amount' }]}
        >
          <Input data-testid="amount" />
        </Form.Item>
      </Form>,
      { url: '/' },
    );
    fireEvent.click(screen.getByTestId('send'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter an amount'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('amount').querySelector('input')),
    );
  });
});
