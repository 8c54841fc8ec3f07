import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import { fireEvent, recordCalls, renderPage, screen, server, waitFor } from '@platform/ui/testing';
import SettingsPage from './SettingsPage';

const URL = routePath('settings');

describe('settings', () => {
  it('shows each setting with its state', async () => {
    renderPage(<SettingsPage />, { url: URL });
    await screen.findByTestId('settings-page');
    expect(screen.getByTestId('settings-payPassword-state').textContent).toBe('Set');
    expect(screen.getByTestId('settings-phone-state').textContent).toBe('138****5678');
    expect(screen.getByTestId('settings-email-state').textContent).toBe('Not bound');
    expect(screen.getByTestId('settings-realName-state').textContent).toBe('张* · Verified');
  });

  it('says what is missing: no payment password, no phone, no real name', async () => {
    renderPage(<SettingsPage />, {
      url: URL,
      session: {
        payPwdSet: false,
        userInfo: memberFixture({ mobile: null, realName: null, realNameConfirmed: false }),
      },
    });
    await screen.findByTestId('settings-page');
    expect(screen.getByTestId('settings-payPassword-state').textContent).toBe('Not set');
    expect(screen.getByTestId('settings-phone-state').textContent).toBe('Not bound');
    expect(screen.getByTestId('settings-realName-state').textContent).toBe('Not set');
    expect(screen.getByTestId('settings-verification-state').textContent).toBe(
      'Bind a phone first',
    );
  });

  it('asks the server when the session does not know the payment password yet', async () => {
    server.use(answer('checkIsSetWidthPassword', { isSet: false }));
    renderPage(<SettingsPage />, { url: URL, session: { payPwdSet: null } });
    await waitFor(() =>
      expect(screen.getByTestId('settings-payPassword-state').textContent).toBe('Not set'),
    );
  });

  it('opens the confirmed real name on the verified page', async () => {
    const { router } = renderPage(<SettingsPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('settings-realName'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('verifiedState')));
  });

  it('opens the responsible gambling page from its row', async () => {
    const { router } = renderPage(<SettingsPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('settings-responsibleGambling'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(routePath('responsibleGambling')),
    );
  });

  it('stays signed in when the player cancels the sign-out confirmation', async () => {
    const logout = recordCalls('logout', {});
    server.use(logout.handler);
    const { store, router } = renderPage(<SettingsPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('settings-logout'));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Do you want to sign out of this account?',
    );
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logout.calls).toHaveLength(0);
    expect(store.getState().session.isLogin).toBe(true);
    expect(router.state.location.pathname).toBe(URL);
  });

  it('signs out once confirmed: the token is revoked, the session cleared, home shown', async () => {
    const logout = recordCalls('logout', {});
    server.use(logout.handler);
    const { store, router } = renderPage(<SettingsPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('settings-logout'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByText('Log out').at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout.calls).toHaveLength(1);
    expect(store.getState().session).toMatchObject({ isLogin: false, token: null, userInfo: null });
  });
});
