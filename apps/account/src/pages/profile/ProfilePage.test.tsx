import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@platform/api-client';
import { answer, memberFixture } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
  within,
} from '@platform/ui/testing';
import { latestAdultBirthDate } from '../../features/profile/profileChanges';
import ProfilePage from './ProfilePage';

const URL = routePath('profile');
const AVATAR_URL = '/web/upload/file/AAAAAAAAAAAAAAAAAAAAAA';

const unconfirmed: UserInfo = memberFixture({
  realName: null,
  realNameConfirmed: false,
  birthDate: null,
  birthDateConfirmed: false,
  email: 'p***@example.com',
});

function open(user: UserInfo) {
  server.use(answer('getUserInfo', { userInfo: user }));
  return renderPage(<ProfilePage />, { url: URL, session: { userInfo: user } });
}

function chooseDate(value: string) {
  fireEvent.change(screen.getByTestId('profile-birth-date-input'), { target: { value } });
}

/** A date `years` ago today, as the date input gives it. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

describe('profile', () => {
  it("checks the real name and the age with the contract's rules and sends nothing", async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(modify.handler);
    open(unconfirmed);
    await screen.findByTestId('profile-form');
    typeInto('profile-real-name-input', 'Li<script>');
    chooseDate(yearsAgo(17));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(
      await screen.findByText('Name may contain only Chinese, English letters and the dot'),
    ).toBeTruthy();
    expect(screen.getByText('Under eighteen cannot play')).toBeTruthy();
    expect(modify.calls).toHaveLength(0);
  });

  it('asks for a confirmation before saving a real name and birth date that then cannot change', async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(modify.handler);
    open(unconfirmed);
    await screen.findByTestId('profile-form');
    typeInto('profile-real-name-input', ' Li Si ');
    chooseDate('1990-05-06');
    fireEvent.click(screen.getByTestId('profile-gender-female'));

    fireEvent.click(screen.getByTestId('profile-save'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('cannot be changed');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modify.calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('profile-save'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() =>
      expect(modify.calls).toEqual([
        { realName: 'Li Si', gender: 'female', birthDate: '1990-05-06' },
      ]),
    );
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a confirmed real name and birth date read-only and saves the gender alone', async () => {
    const modify = recordCalls('modifyUserInfo', {});
    server.use(modify.handler);
    open(memberFixture({ birthDate: '1990-05-06', birthDateConfirmed: true }));
    expect((await screen.findByTestId('profile-real-name')).textContent).toBe('张三');
    expect(screen.getByTestId('profile-birth-date').textContent).toBe('May 6, 1990');
    expect(screen.queryByTestId('profile-real-name-input')).toBeNull();
    expect(screen.queryByTestId('profile-birth-date-input')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-gender-male'));
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(modify.calls).toEqual([{ gender: 'male' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the birth date picker to adults', async () => {
    open(unconfirmed);
    const input = await screen.findByTestId('profile-birth-date-input');
    // The latest adult birth date of the business day (unit-tested in profileChanges.test.ts).
    expect(input.getAttribute('max')).toBe(latestAdultBirthDate(new Date()));
  });

  it('shows the masked phone and e-mail and sends the player to settings to change them', async () => {
    const { router } = open(unconfirmed);
    const phone = await screen.findByTestId('profile-phone');
    expect(phone.textContent).toContain('138****5678');
    expect(screen.getByTestId('profile-email').textContent).toContain('p***@example.com');
    fireEvent.click(phone);
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('setPhone')));
  });

  it('says when no e-mail is bound', async () => {
    const { router } = open({ ...unconfirmed, email: null });
    const email = await screen.findByTestId('profile-email');
    expect(email.textContent).toContain('Not bound');
    fireEvent.click(email);
    await waitFor(() => expect(router.state.location.pathname).toBe(routePath('setEmail')));
  });
});

describe('avatar', () => {
  function pick(testId: string, file: File) {
    fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
  }

  it('offers the album and the camera', async () => {
    open(memberFixture());
    fireEvent.click(await screen.findByTestId('profile-avatar'));
    expect(await screen.findByTestId('profile-avatar-album')).toBeTruthy();
    expect(screen.getByTestId('profile-avatar-camera')).toBeTruthy();
    expect(screen.getByTestId('profile-avatar-camera-input').getAttribute('capture')).toBe('user');
  });

  it('uploads a photo as the avatar with progress and saves it on the profile', async () => {
    const upload = recordCalls('uploadFile', { url: AVATAR_URL });
    const modify = recordCalls('modifyUserInfo', {});
    server.use(upload.handler, modify.handler);
    open(memberFixture());
    await screen.findByTestId('profile-avatar');
    pick(
      'profile-avatar-camera-input',
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByTestId('profile-avatar-progress')).toBeTruthy();
    await waitFor(() => expect(modify.calls).toEqual([{ avatar: AVATAR_URL }]));
    expect(upload.calls[0]?.purpose).toBe('avatar');
    // Shown as a toast and read out by the live region.
    await waitFor(() => expect(screen.getAllByText('Avatar updated')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('Avatar updated');
  });

  it('refuses a file that is not a png or jpeg, or over 15 MB, before uploading it', async () => {
    const upload = recordCalls('uploadFile', { url: AVATAR_URL });
    server.use(upload.handler);
    open(memberFixture());
    await screen.findByTestId('profile-avatar');
    pick('profile-avatar-album-input', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only png, jpg and jpeg images are supported')).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    pick('profile-avatar-album-input', big);
    expect(await screen.findByText('The image cannot exceed 15 MB')).toBeTruthy();
    expect(upload.calls).toHaveLength(0);
  });
});
