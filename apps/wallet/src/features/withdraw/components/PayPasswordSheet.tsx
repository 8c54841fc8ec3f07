import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '@platform/ui';
import { NumberKeyboard, PasscodeInput } from '@platform/ui/blocks';

const PAY_PASSWORD_LENGTH = 6;

/** The six cells and the number keyboard; mounted only while the sheet is open, so it starts empty. */
function PayPasswordEntry({
  onFill,
  busy,
}: {
  onFill: (payPassword: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('wallet');
  const [value, setValue] = useState('');
  const cells = useRef<ComponentRef<typeof PasscodeInput>>(null);
  // Focused cells open the number keyboard at once.
  useEffect(() => cells.current?.focus(), []);
  return (
    <>
      <PasscodeInput
        ref={cells}
        length={PAY_PASSWORD_LENGTH}
        value={value}
        onChange={(next) => {
          if (!busy) setValue(next);
        }}
        onFill={onFill}
        keyboard={<NumberKeyboard data-testid="paypwd-keyboard" />}
        data-testid="paypwd-input"
      />
      <p className="wallet-hint wallet-center">{t('withdraw.payPassword.hint')}</p>
    </>
  );
}

/**
 * Spec 2 and 5: the 6-digit payment password on the app's own number keyboard (not the phone's,
 * which may remember what is typed). The sixth digit sends the withdrawal.
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
        <PayPasswordEntry onFill={onFill} busy={busy} />
      </div>
    </Popup>
  );
}
