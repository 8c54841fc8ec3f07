import { useTranslation } from '@platform/i18n';
import { useDeleteMessageMutation } from '@platform/api-client';
import { Dialog, Toast } from '@platform/ui';

/**
 * Deleting a message is final (docs/product-rules.md#messages), so the player confirms first.
 * `confirm` asks; `remove` deletes and says so (a refusal is already a toast from the base query).
 */
export function useDeleteMessage() {
  const { t } = useTranslation('account');
  const [deleteMessage, { isLoading }] = useDeleteMessageMutation();
  const confirm = () =>
    Dialog.confirm({
      title: t('mail.deleteTitle'),
      content: t('mail.deleteConfirm'),
      confirmText: t('shared.delete'),
      cancelText: t('shared.cancel'),
    });
  const remove = async (id: number) => {
    const result = await deleteMessage({ id });
    if (result.error) return false;
    Toast.show({ content: t('mail.deleted'), icon: 'success' });
    return true;
  };
  return { confirm, remove, isLoading };
}
