import type { ReactNode } from 'react';
import { Button } from '../kit';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown but not selectable (e.g. a withdrawal method not open yet); say why nearby. */
  disabled?: boolean;
}

/**
 * A few mutually exclusive options as buttons (card type, protocol, quick amounts): one tap, no
 * popup. A form control: takes `value` and `onChange` from Form.Item.
 */
export function ChoiceChips<T extends string>({
  options,
  value,
  onChange,
  testId,
}: {
  options: readonly Choice<T>[];
  value?: T;
  onChange?: (value: T) => void;
  testId?: string;
}) {
  return (
    <div className="kit-chips" role="radiogroup" data-testid={testId}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Button
            key={option.value}
            size="small"
            color={selected ? 'primary' : 'default'}
            fill={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            disabled={option.disabled}
            data-testid={testId ? `${testId}-${option.value}` : undefined}
            onClick={() => onChange?.(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}
