import { useEffect, useRef, useState, type ComponentRef } from 'react';
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
 */
export function PasscodeEntry({
  length = PAY_PASSWORD_LENGTH,
  busy = false,
  error = false,
  plain = false,
  onFill,
  testId,
}: {
  length?: number;
  busy?: boolean;
  error?: boolean;
  /** Shows the digits and separates the cells (not a secret, e.g. part of a phone number). */
  plain?: boolean;
  onFill: (digits: string) => void;
  testId: string;
}) {
  const [value, setValue] = useState('');
  const cells = useRef<ComponentRef<typeof PasscodeInput>>(null);
  useEffect(() => cells.current?.focus(), []);
  return (
    <div className="kit-passcode">
      <PasscodeInput
        ref={cells}
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
