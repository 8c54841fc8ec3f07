import { useTranslation } from '@platform/i18n';
import { Popup } from '@platform/ui';
import { PasscodeEntry } from '@platform/ui/blocks';

/**
 * The 6-digit payment password (docs/product-rules.md#passwords) on the app's own number keyboard
 * (not the phone's, which may remember what is typed). The sixth digit sends the withdrawal.
 */
export function PayPasswordSheet({
  visible,
  busy,
  onClose,
  onFill,
}: {
  visible: boolean;
  busy: boolean;
  onClose: () => void;
  onFill: (payPassword: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Popup
      visible={visible}
      destroyOnClose
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="wallet-paypwd-sheet"
    >
      <div data-testid="paypwd-sheet">
        <h3 className="wallet-center">{t('withdraw.payPassword.title')}</h3>
        {/* Mounted only while the sheet is open, so every opening starts empty. */}
        <PasscodeEntry
          busy={busy}
          onFill={onFill}
          label={t('withdraw.payPassword.title')}
          testId="paypwd"
        />
        <p className="wallet-hint wallet-center">{t('withdraw.payPassword.hint')}</p>
      </div>
    </Popup>
  );
}
