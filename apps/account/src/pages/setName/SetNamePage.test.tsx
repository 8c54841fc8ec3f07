import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
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
import SetNamePage from './SetNamePage';

const URL = routePath('setName');
const unnamed = { userInfo: memberFixture({ realName: null, realNameConfirmed: false }) };

describe('set the real name', () => {
  it('takes only Chinese, English letters and the dot', async () => {
    renderPage(<SetNamePage />, { url: URL, session: unnamed });
    await screen.findByTestId('real-name-form');
    typeInto('field-realName', 'Zhang3');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(
      await screen.findByText('Name may contain only Chinese, English letters and the dot'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves nothing when the player does not confirm', async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(modify.handler);
    renderPage(<SetNamePage />, { url: URL, session: unnamed });
    await screen.findByTestId('real-name-form');
    typeInto('field-realName', '李四');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('real-name-confirm')).textContent).toContain(
      'cannot be changed later and must match the holder name of your bank cards',
    );
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modify.calls).toHaveLength(0);
  });

  it('saves the confirmed name and shows the success page', async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(
      modify.handler,
      answer('getUserInfo', {
        userInfo: memberFixture({ realName: '李四', realNameConfirmed: true }),
      }),
    );
    const { router } = renderPage(<SetNamePage />, { url: URL, session: unnamed });
    await screen.findByTestId('real-name-form');
    typeInto('field-realName', ' 李四 ');
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByTestId('real-name-confirm');
    fireEvent.click(screen.getAllByText('Confirm').at(-1)!);
    await waitFor(() => expect(modify.calls).toEqual([{ realName: '李四' }]));
    await waitFor(() => expect(router.state.location.search).toBe('?done=name'));
  });

  it('shows a confirmed name on the verified page instead', async () => {
    const { router } = renderPage(<SetNamePage />, { url: URL });
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('verifiedState')));
  });
});
