/**
 * A date as a form control (YYYY-MM-DD): the phone's own date picker, which is light, localised
 * by the system and needs no wheel component in the kit.
 */
export function DateInput({
  value,
  onChange,
  max,
  testId,
  label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  max?: string;
  testId?: string;
  label?: string;
}) {
  return (
    <input
      type="date"
      className="account-date-input"
      value={value ?? ''}
      max={max}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
