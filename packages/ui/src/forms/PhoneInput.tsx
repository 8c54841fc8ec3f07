import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@platform/i18n';
import AdmInput, { type InputProps, type InputRef } from 'antd-mobile/es/components/input';
import { usePhoneSettings } from '../hooks/usePhoneSettings';
import './prefixedInput.css';

/**
 * Every phone field of the app: the kit's Input (11 digits, numeric keypad) after the site's area
 * code, a fixed prefix the player cannot edit (docs/product-rules.md#phone-settings). The field
 * keeps its label as its name; the prefix is its description, so a screen reader reads
 * "Phone number, Country code +86". The value stays the bare number.
 */
export function PhoneInput(props: InputProps) {
  const { t } = useTranslation('common');
  const { areaCode } = usePhoneSettings();
  const descriptionId = useId();
  const input = useRef<InputRef>(null);
  // antd-mobile puts aria-* props on its wrapper, not on the <input> a screen reader lands on.
  useEffect(() => {
    const element = input.current?.nativeElement;
    if (!element) return;
    if (areaCode) element.setAttribute('aria-describedby', descriptionId);
    else element.removeAttribute('aria-describedby');
  }, [areaCode, descriptionId]);
  return (
    <div className="kit-prefixed-input">
      {areaCode && (
        <span className="kit-input-prefix" data-testid="phone-area-code">
          <span aria-hidden="true">{areaCode}</span>
          <span id={descriptionId} className="ui-visually-hidden">
            {t('phoneField.areaCode', { code: areaCode })}
          </span>
        </span>
      )}
      <AdmInput
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel-national"
        {...props}
        ref={input}
      />
    </div>
  );
}
