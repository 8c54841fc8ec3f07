import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  useModifyUserInfoMutation,
  useUploadFileMutation,
  watchUploadProgress,
} from '@platform/api-client';
import { imageFileSchema } from '@platform/api-client/contract';
import { Toast } from '@platform/ui';

/**
 * A new avatar: the image is checked with the contract's rule (png/jpg/jpeg up to 15 MB) before a
 * byte is sent, uploaded with progress (purpose avatar), then saved on the profile.
 */
export function useAvatarUpload() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [upload] = useUploadFileMutation();
  const [modify] = useModifyUserInfoMutation();
  /** 0..1 while uploading, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const change = async (file: File) => {
    const check = imageFileSchema.safeParse({ name: file.name, size: file.size, type: file.type });
    if (!check.success) {
      Toast.show({ content: t(`validation:${check.error.issues[0]?.message ?? 'upload.type'}`) });
      return;
    }
    setProgress(0);
    const stopWatching = watchUploadProgress(file, setProgress);
    const uploaded = await upload({ purpose: 'avatar', file }).finally(stopWatching);
    setProgress(null);
    if (!uploaded.data) {
      Toast.show({ content: t('common:kit.upload.failed') });
      return;
    }
    setSaving(true);
    const saved = await modify({ avatar: uploaded.data.url });
    setSaving(false);
    if (!saved.error) Toast.show({ content: t('account:profile.avatarSaved'), icon: 'success' });
  };

  return { change, progress, busy: progress !== null || saving };
}
