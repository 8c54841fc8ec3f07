import { useTranslation } from '@platform/i18n';
import type { DepositMethod } from '@platform/api-client/contract';
import type { PaymentMethodInfo } from '../channels';

/**
 * The enabled deposit methods as tiles; one is chosen. Each tile is a toggle button (pressed when
 * chosen) in a group named like the step, as the kit's chips are (docs/accessibility.md#keyboard).
 */
export function MethodGrid({
  methods,
  value,
  onChange,
}: {
  methods: readonly PaymentMethodInfo[];
  value: DepositMethod | undefined;
  onChange: (method: DepositMethod) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div
      className="wallet-methods"
      role="group"
      aria-label={t('deposit.method')}
      data-testid="deposit-methods"
    >
      {methods.map((m) => (
        <button
          key={m.method}
          type="button"
          aria-pressed={m.method === value}
          className={m.method === value ? 'wallet-method wallet-method--chosen' : 'wallet-method'}
          data-testid={`method-${m.method}`}
          onClick={() => onChange(m.method)}
        >
          {m.iconUrl ? <img src={m.iconUrl} alt="" aria-hidden /> : null}
          <span>{m.name}</span>
        </button>
      ))}
    </div>
  );
}
