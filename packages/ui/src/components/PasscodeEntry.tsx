import { useEffect, useRef, useState, type ComponentRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@platform/i18n';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';

/** The payment password is exactly six digits (docs/product-rules.md#passwords). */
export const PAY_PASSWORD_LENGTH = 6;

/**
 * Digits typed into cells on the app's own number keyboard (not the phone's, which may remember
 * what is typed): the payment password, or the middle digits of the bound phone. Focused at once,
 * so the keyboard opens; ignores typing while `busy`. Mount it afresh (a new `key`) for every
 * entry, so it starts empty. The cells sit centred in the width they are given. `testId` names
 * the cells (`-input`) and the keyboard (`-keyboard`).
 *
 * Without a pointer it works too (docs/accessibility.md#keyboard): the cells take focus, digits
 * and Backspace typed on a physical keyboard fill and clear them, and a screen reader hears
 * `label` and how many digits are in. The kit's hidden native input, unused with the app's own
 * keyboard, is taken out of the focus order.
 */
export function PasscodeEntry({
  length = PAY_PASSWORD_LENGTH,
  busy = false,
  error = false,
  plain = false,
  onFill,
  label,
  testId,
}: {
  /** What is entered, in the player's language: "Payment password". */
  label: string;
  length?: number;
  busy?: boolean;
  error?: boolean;
  /** Shows the digits and separates the cells (not a secret, e.g. part of a phone number). */
  plain?: boolean;
  onFill: (digits: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const [value, setValue] = useState('');
  const cells = useRef<ComponentRef<typeof PasscodeInput>>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const native = wrapper.current?.querySelector('input');
    if (native) native.disabled = true;
    cells.current?.focus();
  }, []);
  const type = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      if (value.length < length) setValue(value + event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      setValue(value.slice(0, -1));
    }
  };
  return (
    <div className="kit-passcode" ref={wrapper} onKeyDown={type}>
      <PasscodeInput
        ref={cells}
        aria-label={`${label}, ${t('kit.passcode.entered', { count: value.length, length })}`}
        plain={plain}
        seperated={plain}
        length={length}
        value={value}
        error={error}
        onChange={(next) => {
          if (!busy) setValue(next);
        }}
        onFill={onFill}
        keyboard={<NumberKeyboard data-testid={`${testId}-keyboard`} />}
        data-testid={`${testId}-input`}
      />
    </div>
  );
}
