import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { memberFixture } from '@platform/api-client/mocks';
import { fireEvent, recordCalls, renderPage, screen, server, waitFor } from '@platform/ui/testing';
import { forgetVerification, isRecentlyVerified } from '../../features/security/verificationWindow';
import VerificationPage from './VerificationPage';

const URL = routePath('verification');

async function answerDigits(digits: string) {
  await screen.findByTestId('verification-input');
  const cells = screen.getByTestId('verification-input').querySelector('input')!;
  fireEvent.change(cells, { target: { value: digits } });
}

describe('security verification', () => {
  afterEach(() => forgetVerification('test-token'));

  it('shows the bound phone with four cells in place of its middle digits', async () => {
    renderPage(<VerificationPage />, { url: URL });
    const phone = await screen.findByTestId('verification-phone');
    expect(phone.textContent).toContain('138');
    expect(phone.textContent).toContain('5678');
    expect(phone.querySelectorAll('.adm-passcode-input-cell')).toHaveLength(4);
    expect(
      screen.getByText('Enter the middle four digits of your bound phone number'),
    ).toBeTruthy();
  });

  it("shows the server's answer to wrong digits and stays", async () => {
    const verify = recordCalls('verifyPhoneMiddle', () => ({
      code: 1000,
      msg: 'The digits do not match your bound phone, 4 attempts left',
    }));
    server.use(verify.handler);
    const { router } = renderPage(<VerificationPage />, { url: URL });
    await answerDigits('0000');
    expect((await screen.findByTestId('verification-error')).textContent).toBe(
      'The digits do not match your bound phone, 4 attempts left',
    );
    expect(verify.calls).toEqual([{ middleDigits: '0000' }]);
    expect(router.state.location.pathname).toBe(URL);
    expect(isRecentlyVerified('test-token', Date.now())).toBe(false);
  });

  it('continues to the return path once verified', async () => {
    const verify = recordCalls('verifyPhoneMiddle', {
      verifiedUntil: new Date(Date.now() + 600_000).toISOString(),
    });
    server.use(verify.handler);
    const { router } = renderPage(<VerificationPage />, {
      url: `${URL}?redirect=${encodeURIComponent(routePath('setPhone', { redirect: routePath('my') }))}`,
    });
    await answerDigits('1234');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `${routePath('setPhone')}?redirect=${encodeURIComponent(routePath('my'))}`,
      ),
    );
    expect(isRecentlyVerified('test-token', Date.now())).toBe(true);
  });

  it('explains that a phone must be bound first', async () => {
    renderPage(<VerificationPage />, {
      url: URL,
      session: { userInfo: memberFixture({ mobile: null }) },
    });
    expect((await screen.findByTestId('phone-required')).textContent).toContain(
      'You have not bound a phone number yet',
    );
  });
});
