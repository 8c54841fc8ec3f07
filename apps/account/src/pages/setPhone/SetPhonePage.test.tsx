import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
} from '@platform/ui/testing';
import {
  forgetVerification,
  rememberVerification,
} from '../../features/security/verificationWindow';
import SetPhonePage from './SetPhonePage';

const URL = routePath('setPhone');
const noPhone = { userInfo: memberFixture({ mobile: null }) };
const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();

describe('bind or change the phone', () => {
  afterEach(() => forgetVerification('test-token'));

  it('wants 11 digits before sending a code', async () => {
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    server.use(send.handler);
    renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    await screen.findByTestId('phone-form');
    typeInto('field-mobile', '1381234567');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Phone number is wrong, please refill')).toBeTruthy();
    typeInto('field-mobile', '');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Please complete the phone number')).toBeTruthy();
    expect(send.calls).toHaveLength(0);
  });

  it('binds a first phone with the SMS code sent for binding', async () => {
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    const modify = recordCalls('modifyUserInfo', {});
    server.use(
      send.handler,
      modify.handler,
      answer('getUserInfo', { userInfo: memberFixture({ mobile: '139****0000' }) }),
    );
    const { router, store } = renderPage(<SetPhonePage />, { url: URL, session: noPhone });
    await screen.findByTestId('phone-form');
    typeInto('field-mobile', '13912340000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(send.calls).toEqual([{ smsType: 'bindPhone', mobile: '13912340000' }]),
    );
    expect(await screen.findByText(/Resend in/)).toBeTruthy();
    typeInto('field-code', '123456');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(modify.calls).toEqual([{ mobile: '13912340000', smsCode: '123456' }]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('success')}?done=phone`,
      ),
    );
    expect(store.getState().session.userInfo?.mobile).toBe('139****0000');
  });

  it('sends a player changing a bound phone to the security verification first, then back', async () => {
    const { router } = renderPage(<SetPhonePage />, {
      url: `${URL}?redirect=${encodeURIComponent(routePath('payPassword'))}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('verification')));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('payPassword'))}`,
    );
  });

  it('changes a bound phone once verified, with the code sent for changing', async () => {
    rememberVerification('test-token', inTenMinutes());
    const send = recordCalls('getSmsCode', { expiresInSeconds: 300 });
    server.use(send.handler);
    renderPage(<SetPhonePage />, { url: URL });
    expect((await screen.findByTestId('phone-current')).textContent).toBe('138****5678');
    typeInto('field-mobile', '13912340000');
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(send.calls).toEqual([{ smsType: 'changePhone', mobile: '13912340000' }]),
    );
  });
});
