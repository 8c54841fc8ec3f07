import { useEffect, useRef, useState, type ComponentRef } from 'react';
import { NumberKeyboard, PasscodeInput } from '@platform/ui/blocks';
import { phoneEnds } from '../mask';

const MIDDLE_LENGTH = 4;

/**
 * The bound phone as the player knows it, 138 [_ _ _ _] 5678: the four cells stand where the
 * masked digits are. Mounted afresh for every answer, so it starts empty.
 */
export function PhoneMiddleEntry({
  maskedPhone,
  busy,
  error,
  onFill,
}: {
  maskedPhone: string;
  busy: boolean;
  error: boolean;
  onFill: (digits: string) => void;
}) {
  const [value, setValue] = useState('');
  const cells = useRef<ComponentRef<typeof PasscodeInput>>(null);
  useEffect(() => cells.current?.focus(), []);
  const ends = phoneEnds(maskedPhone);
  return (
    <div className="account-phone-middle" data-testid="verification-phone">
      <span className="account-phone-part">{ends?.head ?? maskedPhone}</span>
      <PasscodeInput
        ref={cells}
        plain
        seperated
        length={MIDDLE_LENGTH}
        value={value}
        error={error}
        onChange={(next) => {
          if (!busy) setValue(next);
        }}
        onFill={onFill}
        keyboard={<NumberKeyboard data-testid="verification-keyboard" />}
        data-testid="verification-input"
      />
      <span className="account-phone-part">{ends?.tail}</span>
    </div>
  );
}
