import { useEffect, useId, useRef } from 'react';
import { CURRENCIES } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import AdmInput, { type InputProps, type InputRef } from 'antd-mobile/es/components/input';
import { useMoney } from '../format/money';
import './prefixedInput.css';

/**
 * Every amount field of the app (docs/product-rules.md#money): the kit's Input after the member's
 * currency code, a fixed prefix the player cannot edit, so what is typed is read in that currency
 * ("500,50" and "500.50" alike; whole đồng only). The prefix is the field's description for a
 * screen reader ("Amount, in THB"); the value stays the text as typed.
 */
export function AmountInput(props: InputProps) {
  const { t } = useTranslation('common');
  const { currency } = useMoney();
  const descriptionId = useId();
  const input = useRef<InputRef>(null);
  // antd-mobile puts aria-* props on its wrapper, not on the <input> a screen reader lands on.
  useEffect(() => {
    input.current?.nativeElement?.setAttribute('aria-describedby', descriptionId);
  }, [descriptionId]);
  return (
    <div className="kit-prefixed-input">
      <span className="kit-input-prefix" data-testid="amount-currency">
        <span aria-hidden="true">{currency}</span>
        <span id={descriptionId} className="ui-visually-hidden">
          {t('amountField.currency', { currency })}
        </span>
      </span>
      <AdmInput
        inputMode={CURRENCIES[currency].exponent === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        {...props}
        ref={input}
      />
    </div>
  );
}
