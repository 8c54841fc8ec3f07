import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import { IMAGE_MIME_TYPES } from '@platform/api-client/contract';
import { List, Popup } from '@platform/ui';
import { useAvatarUpload } from '../hooks/useAvatarUpload';

/**
 * The avatar, changed from the album or the camera (docs/product-rules.md#profile). Two file
 * inputs: the camera one asks the phone for the front camera (`capture`); desktops ignore it and
 * show the file chooser.
 */
export function AvatarField({ avatar, username }: { avatar: string | null; username: string }) {
  const { t } = useTranslation('account');
  const [sheet, setSheet] = useState(false);
  const album = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const { change, progress, busy } = useAvatarUpload();
  const pick = (input: HTMLInputElement | null) => {
    setSheet(false);
    input?.click();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void change(file);
  };
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <>
      <button
        type="button"
        className="account-plain account-avatar-field"
        disabled={busy}
        data-testid="profile-avatar"
        onClick={() => setSheet(true)}
      >
        {avatar ? (
          <img className="account-avatar account-avatar-large" src={avatar} alt={t('my.avatar')} />
        ) : (
          <span className="account-avatar account-avatar-large account-avatar-initial" aria-hidden>
            {username.slice(0, 1).toUpperCase()}
          </span>
        )}
        {percent === null ? (
          <small className="account-muted">{t('profile.avatarChange')}</small>
        ) : (
          <small
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid="profile-avatar-progress"
          >
            {t('profile.avatarUploading', { percent })}
          </small>
        )}
      </button>
      <input
        ref={album}
        type="file"
        hidden
        accept={IMAGE_MIME_TYPES.join(',')}
        data-testid="profile-avatar-album-input"
        onChange={onFile}
      />
      <input
        ref={camera}
        type="file"
        hidden
        accept={IMAGE_MIME_TYPES.join(',')}
        capture="user"
        data-testid="profile-avatar-camera-input"
        onChange={onFile}
      />
      <Popup visible={sheet} onMaskClick={() => setSheet(false)} bodyClassName="kit-sheet">
        <List header={t('profile.avatarTitle')}>
          <List.Item
            arrowIcon={false}
            data-testid="profile-avatar-album"
            onClick={() => pick(album.current)}
          >
            {t('profile.avatarAlbum')}
          </List.Item>
          <List.Item
            arrowIcon={false}
            data-testid="profile-avatar-camera"
            onClick={() => pick(camera.current)}
          >
            {t('profile.avatarCamera')}
          </List.Item>
          <List.Item arrowIcon={false} onClick={() => setSheet(false)}>
            {t('shared.cancel')}
          </List.Item>
        </List>
      </Popup>
    </>
  );
}
