import { useState } from 'react';
import { CheckOutline, DownOutline } from '../icons';
import { List, Popup } from '../kit';

export interface PickerOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A choice among a list (banks, record types) as a form control: shows the chosen label and opens a
 * bottom sheet where one tap picks. A list rather than a wheel: long names stay readable and a cheap
 * phone does not animate a wheel.
 */
export function PickerField<T extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  title,
  testId,
}: {
  options: readonly PickerOption<T>[];
  value?: T;
  onChange?: (value: T) => void;
  placeholder: string;
  title?: string;
  testId?: string;
}) {
  const [visible, setVisible] = useState(false);
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <button
        type="button"
        className={chosen ? 'kit-picker-field' : 'kit-picker-field kit-placeholder'}
        data-testid={testId}
        onClick={() => setVisible(true)}
      >
        <span>{chosen?.label ?? placeholder}</span>
        <DownOutline className="kit-caret" aria-hidden />
      </button>
      <Popup
        visible={visible}
        onMaskClick={() => setVisible(false)}
        onClose={() => setVisible(false)}
        bodyClassName="kit-sheet"
      >
        <List header={title} data-testid={testId ? `${testId}-options` : undefined}>
          {options.map((option) => (
            <List.Item
              key={option.value}
              arrowIcon={false}
              data-testid={testId ? `${testId}-option-${option.value}` : undefined}
              extra={option.value === value ? <CheckOutline aria-hidden /> : undefined}
              onClick={() => {
                onChange?.(option.value);
                setVisible(false);
              }}
            >
              {option.label}
            </List.Item>
          ))}
        </List>
      </Popup>
    </>
  );
}
