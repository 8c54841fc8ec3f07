import { CheckOutline } from '@platform/ui';

/** A row of numbered steps; the ones before `current` are done (the deposit's four steps). */
export function StepBar({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="wallet-steps" data-testid="step-bar" data-current={current}>
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`wallet-step wallet-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wallet-step-dot">
              {state === 'done' ? <CheckOutline aria-hidden /> : index + 1}
            </span>
            <span className="wallet-step-label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
