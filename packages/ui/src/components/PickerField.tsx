import { useId, useState, type KeyboardEvent } from 'react';
import { CheckOutline, DownOutline } from '../icons';
import { List, Popup } from '../kit';

export interface PickerOption<T extends string | number> {
  value: T;
  label: string;
}

/** Up and down arrows move between the sheet's options, as in any radio group. */
function moveBetweenOptions(event: KeyboardEvent<HTMLElement>) {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (!step) return;
  const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'));
  const at = options.indexOf(document.activeElement as HTMLElement);
  event.preventDefault();
  options[(at + step + options.length) % options.length]?.focus();
}

/**
 * A choice among a list (banks, record types) as a form control: shows the chosen label and opens a
 * bottom sheet where one tap picks. A list rather than a wheel: long names stay readable and a cheap
 * phone does not animate a wheel. The sheet is a dialog named by `title` with its options a radio
 * group, the chosen one checked and focused when it opens; focus comes back to the field after
 * (docs/decisions.md#accessibility-the-kit).
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
  const id = useId();
  const chosen = options.find((o) => o.value === value);
  const close = () => setVisible(false);
  return (
    <>
      {/* Outside the button, so that its text stays the value alone. */}
      {title && (
        <span id={`${id}-title`} className="ui-visually-hidden">
          {title}
        </span>
      )}
      <button
        type="button"
        className={chosen ? 'kit-picker-field' : 'kit-picker-field kit-placeholder'}
        data-testid={testId}
        aria-haspopup="dialog"
        aria-expanded={visible}
        // Named "<title> <shown text>": what the field is, then what it holds (the words on it).
        aria-labelledby={title ? `${id}-title ${id}-value` : undefined}
        onClick={() => setVisible(true)}
      >
        <span id={`${id}-value`}>{chosen?.label ?? placeholder}</span>
        <DownOutline className="kit-caret" aria-hidden />
      </button>
      <Popup
        visible={visible}
        onMaskClick={close}
        onClose={close}
        bodyClassName="kit-sheet"
        aria-label={title ?? placeholder}
      >
        <div role="radiogroup" aria-label={title ?? placeholder} onKeyDown={moveBetweenOptions}>
          <List header={title} data-testid={testId ? `${testId}-options` : undefined}>
            {options.map((option) => {
              const isChosen = option.value === value;
              return (
                <List.Item
                  key={option.value}
                  role="radio"
                  aria-checked={isChosen}
                  arrowIcon={false}
                  data-testid={testId ? `${testId}-option-${option.value}` : undefined}
                  {...(isChosen ? { 'data-kit-autofocus': true } : {})}
                  extra={isChosen ? <CheckOutline aria-hidden /> : undefined}
                  onClick={() => {
                    onChange?.(option.value);
                    close();
                  }}
                >
                  {option.label}
                </List.Item>
              );
            })}
          </List>
        </div>
      </Popup>
    </>
  );
}
