// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSetWithdrawPwdMutation } from '@platform/api-client';
import {
  PASSWORD_CONFIRMATION_REQUIRED,
  PASSWORD_CONFIRMATION_WRONG,
} from '@platform/api-client/contract';
import { fireEvent, recordCalls, renderPage, screen, server, typeInto, waitFor } from '../testing';
import { setupAreaTests } from '../testing/setup';
import { usePasswordConfirmation } from './usePasswordConfirmation';

/** The sheet is the kit's Popup, loaded on first use: on a busy machine that takes a moment. */
const SHEET = { timeout: 5_000 };

setupAreaTests(['validation']);

const WHY = 'For your security, please enter your login password first';
const NEEDS_PROOF = { code: 1000, msg: WHY, errorCode: PASSWORD_CONFIRMATION_REQUIRED };

/** A page with one sensitive call behind the confirmation, showing how it ended. */
function SensitivePage() {
  const [save] = useSetWithdrawPwdMutation();
  const { confirmed, step } = usePasswordConfirmation();
  const [outcome, setOutcome] = useState('');
  const send = async () => {
    const result = await confirmed(() =>
      save({ payPassword: '135790', confirmPayPassword: '135790' }),
    );
    setOutcome(result.error ? 'refused' : 'saved');
  };
  return (
    <>
      <button type="button" onClick={() => void send()} data-testid="save">
        save
      </button>
      <output data-testid="outcome">{outcome}</output>
      {step}
    </>
  );
}

/** The sensitive call: refused for want of a proof until one was made, then saved. */
function sensitiveCall() {
  let proved = false;
  const save = recordCalls('setWithdrawPwd', () => (proved ? {} : NEEDS_PROOF));
  return { save, prove: () => void (proved = true) };
}

describe('usePasswordConfirmation: the login password asked before a sensitive change', () => {
  it('sends a call the server accepts once, asking nothing', async () => {
    const save = recordCalls('setWithdrawPwd', {});
    server.use(save.handler);
    renderPage(<SensitivePage />, { url: '/' });
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('saved'));
    expect(save.calls).toHaveLength(1);
    expect(screen.queryByTestId('confirm-password')).toBeNull();
  });

  it('asks for the password with the server’s reason, proves it, and sends the same call again', async () => {
    const { save, prove } = sensitiveCall();
    const confirm = recordCalls('confirmLoginPassword', () => {
      prove();
      return { confirmedUntil: '2026-01-15T04:05:00.000Z' };
    });
    server.use(save.handler, confirm.handler);
    const { refusals } = renderPage(<SensitivePage />, { url: '/' });
    fireEvent.click(screen.getByTestId('save'));

    expect((await screen.findByTestId('confirm-password-reason', {}, SHEET)).textContent).toBe(WHY);
    // The reason is on the sheet, not in a toast as well.
    expect(refusals).toEqual([]);
    typeInto('confirm-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('confirm-password-submit'));

    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('saved'));
    expect(confirm.calls).toEqual([{ password: 'secret123' }]);
    expect(save.calls).toEqual([
      { payPassword: '135790', confirmPayPassword: '135790' },
      { payPassword: '135790', confirmPayPassword: '135790' },
    ]);
  });

  it('keeps asking after a wrong password, showing the attempts left, and goes on with the right one', async () => {
    const { save, prove } = sensitiveCall();
    const confirm = recordCalls('confirmLoginPassword', (body) => {
      if (body.password !== 'secret123')
        return {
          code: 1000,
          msg: 'Incorrect login password, 4 attempts left',
          errorCode: PASSWORD_CONFIRMATION_WRONG,
        };
      prove();
      return { confirmedUntil: '2026-01-15T04:05:00.000Z' };
    });
    server.use(save.handler, confirm.handler);
    renderPage(<SensitivePage />, { url: '/' });
    fireEvent.click(screen.getByTestId('save'));
    await screen.findByTestId('confirm-password', {}, SHEET);

    fireEvent.click(screen.getByTestId('confirm-password-submit'));
    expect((await screen.findByTestId('confirm-password-error')).textContent).toBe(
      'Please enter the password',
    );
    expect(confirm.calls).toEqual([]);

    typeInto('confirm-password-input', 'guess1234');
    fireEvent.click(screen.getByTestId('confirm-password-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('confirm-password-error').textContent).toBe(
        'Incorrect login password, 4 attempts left',
      ),
    );
    expect(save.calls).toHaveLength(1);

    typeInto('confirm-password-input', 'secret123');
    fireEvent.click(screen.getByTestId('confirm-password-submit'));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('saved'));
    expect(save.calls).toHaveLength(2);
  });

  it('cancelled, the call is not sent again and ends as refused', async () => {
    const { save } = sensitiveCall();
    server.use(save.handler);
    renderPage(<SensitivePage />, { url: '/' });
    fireEvent.click(screen.getByTestId('save'));
    await screen.findByTestId('confirm-password', {}, SHEET);
    fireEvent.click(screen.getByTestId('confirm-password-cancel'));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('refused'));
    expect(save.calls).toHaveLength(1);
  });

  it('is a dialog named by its title, focus on the password, Escape cancels and focus goes back', async () => {
    const { save } = sensitiveCall();
    server.use(save.handler);
    renderPage(<SensitivePage />, { url: '/' });
    const opener = screen.getByTestId('save');
    opener.focus();
    fireEvent.click(opener);

    const sheet = await screen.findByRole('dialog', { name: 'Confirm your login password' }, SHEET);
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    const password = screen.getByLabelText('Login password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.keyDown(password, { key: 'Escape' });

    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('refused'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(save.calls).toHaveLength(1);
  });
});
