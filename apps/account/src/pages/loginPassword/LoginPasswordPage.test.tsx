import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import LoginPasswordPage from './LoginPasswordPage';

const URL = routePath('loginPassword');

function fill(oldPassword: string, password: string, confirmPassword: string) {
  typeInto('field-oldPassword', oldPassword);
  typeInto('field-password', password);
  typeInto('field-confirmPassword', confirmPassword);
  fireEvent.click(screen.getByTestId('form-submit'));
}

describe('change login password', () => {
  it('refuses a new password equal to the username', async () => {
    renderPage(<LoginPasswordPage />, { url: URL });
    await screen.findByTestId('login-password-form');
    fill('abcd1234', 'player01', 'player01');
    expect(await screen.findByText('Password cannot be the same as the username')).toBeTruthy();
  });

  it('wants 8-12 letters and digits and a matching confirmation', async () => {
    const modify = recordCalls('modifyPassword', {});
    server.use(modify.handler);
    renderPage(<LoginPasswordPage />, { url: URL });
    await screen.findByTestId('login-password-form');
    fill('abcd1234', 'short1', 'other123');
    expect(
      await screen.findByText('Password must be 8-12 characters with letters and digits'),
    ).toBeTruthy();
    expect(await screen.findByText('The two passwords differ')).toBeTruthy();
    expect(modify.calls).toHaveLength(0);
  });

  it('asks for the current password and refuses reusing it', async () => {
    renderPage(<LoginPasswordPage />, { url: URL });
    await screen.findByTestId('login-password-form');
    fill('', 'abcd1234', 'abcd1234');
    expect(await screen.findByText('Please enter the password')).toBeTruthy();
    fill('abcd1234', 'abcd1234', 'abcd1234');
    expect(
      await screen.findByText('The new password cannot be the same as the current one'),
    ).toBeTruthy();
  });

  it('changes it and shows the success page, still logged in here', async () => {
    const modify = recordCalls('modifyPassword', {});
    server.use(modify.handler);
    const { router, store } = renderPage(<LoginPasswordPage />, { url: URL });
    await screen.findByTestId('login-password-form');
    fill('abcd1234', 'newpass99', 'newpass99');
    await waitFor(() => expect(modify.calls).toHaveLength(1));
    expect(modify.calls[0]).toEqual({
      oldPassword: 'abcd1234',
      password: 'newpass99',
      confirmPassword: 'newpass99',
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `${routePath('success')}?done=loginPassword`,
      ),
    );
    expect(store.getState().session).toMatchObject({ isLogin: true, token: 'test-token' });
  });

  it('stays on the form when the server refuses the current password', async () => {
    const modify = recordCalls('modifyPassword', () => ({
      code: 1000,
      msg: 'The current password is incorrect',
    }));
    server.use(modify.handler);
    const { router } = renderPage(<LoginPasswordPage />, { url: URL });
    await screen.findByTestId('login-password-form');
    fill('wrong1234', 'newpass99', 'newpass99');
    await waitFor(() => expect(modify.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe(URL);
    expect(screen.getByTestId('login-password-form')).toBeTruthy();
  });
});
