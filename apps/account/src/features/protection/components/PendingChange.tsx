import { useTranslation } from '@platform/i18n';
import {
  useConfirmLimitChangeMutation,
  type LimitName,
  type LimitPeriod,
} from '@platform/api-client';
import { Button, formatDateTime } from '@platform/ui';

/** A raise or removal waiting out its cooling period, as the API describes it. */
export interface Pending {
  value: number | null;
  confirmableFrom: string;
  confirmable: boolean;
}

/**
 * Under a limit: the raise or removal the player asked for, from when it can be confirmed, and
 * once it can, the button that confirms it; until then the old limit holds
 * (docs/product-rules.md#responsible-gambling).
 */
export function PendingChange({
  pending,
  valueText,
  limit,
  period,
  testId,
}: {
  pending: Pending;
  /** The new value as the player reads it; null for a removal. */
  valueText: string | null;
  limit: LimitName;
  period?: LimitPeriod;
  testId: string;
}) {
  const { t, i18n } = useTranslation('account');
  const [confirm, { isLoading }] = useConfirmLimitChangeMutation();
  const time = formatDateTime(pending.confirmableFrom, i18n.language, { zone: true });
  return (
    <div className="account-protection-pending" data-testid={`${testId}-pending`}>
      <span>
        {valueText === null
          ? t('protection.pending.removal', { time })
          : t('protection.pending.change', { value: valueText, time })}
      </span>
      {pending.confirmable && (
        <Button
          size="mini"
          color="primary"
          loading={isLoading}
          data-testid={`${testId}-confirm`}
          onClick={(event) => {
            event.stopPropagation();
            void confirm(period ? { limit, period } : { limit });
          }}
        >
          {t('protection.pending.confirm')}
        </Button>
      )}
    </div>
  );
}
