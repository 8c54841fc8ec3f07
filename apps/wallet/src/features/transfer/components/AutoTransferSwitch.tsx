import { useTranslation } from '@platform/i18n';
import { platformApi, useAppDispatch, useChangeWalletTypeMutation } from '@platform/api-client';
import { Dialog, List, Switch } from '@platform/ui';

/**
 * The auto-transfer (free-transfer) mode (docs/product-rules.md#transfers). Turning it on is
 * harmless; turning it off asks first, since the player then moves money to and from venues by
 * hand.
 */
export function AutoTransferSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation(['wallet', 'common']);
  const dispatch = useAppDispatch();
  const [change, { isLoading }] = useChangeWalletTypeMutation();

  const onChange = async (next: boolean) => {
    if (!next) {
      const confirmed = await Dialog.confirm({
        content: t('transfer.auto.confirmOff'),
        confirmText: t('transfer.auto.turnOff'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return;
    }
    const result = await change({ autoTransfer: next });
    const answered = result.data;
    // The switch shows the answer at once; the refetch its tags start confirms it.
    if (answered)
      dispatch(
        platformApi.util.updateQueryData('getUserTransInfo', undefined, (draft) => {
          draft.autoTransfer = answered.autoTransfer;
        }),
      );
  };

  return (
    <List.Item
      description={t('transfer.auto.hint')}
      extra={
        <Switch
          checked={on}
          loading={isLoading}
          // Named by the row's own words (docs/accessibility.md#names-and-landmarks).
          aria-label={t('transfer.auto.label')}
          onChange={onChange}
          data-testid="auto-transfer-switch"
        />
      }
    >
      {t('transfer.auto.label')}
    </List.Item>
  );
}
