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
 * popup. A form control: takes `value` and `onChange` from Form.Item. Each chip is a toggle button
 * named by what it shows, its pressed state saying which is chosen; Tab reaches each chip and
 * Enter or Space chooses it (docs/accessibility.md#keyboard). `label` names the group.
 */
export function ChoiceChips<T extends string>({
  options,
  value,
  onChange,
  testId,
  label,
  disabled = false,
}: {
  options: readonly Choice<T>[];
  label?: string;
  /** Every chip off (a form that cannot be sent yet): Tab passes them by, as a pointer does. */
  disabled?: boolean;
  value?: T;
  onChange?: (value: T) => void;
  testId?: string;
}) {
  return (
    <div className="kit-chips" role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Button
            key={option.value}
            size="small"
            color={selected ? 'primary' : 'default'}
            fill={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            disabled={disabled || option.disabled}
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
