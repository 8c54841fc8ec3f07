import { useTranslation } from '@platform/i18n';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@platform/api-client/contract';
import { PickerField, type PickerOption } from '@platform/ui/forms';
import type { RecordFilters, TransactionStatus, TransactionType } from '../recordQuery';

type All = 'all';

/** Type and status filters; "all" clears one. */
export function TransactionFilters({
  value,
  onChange,
}: {
  value: RecordFilters;
  onChange: (filters: RecordFilters) => void;
}) {
  const { t } = useTranslation('wallet');
  const types: PickerOption<All | TransactionType>[] = [
    { value: 'all', label: t('records.filter.allTypes') },
    ...TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`records.type.${v}`) })),
  ];
  const statuses: PickerOption<All | TransactionStatus>[] = [
    { value: 'all', label: t('records.filter.allStatuses') },
    ...TRANSACTION_STATUSES.map((v) => ({ value: v, label: t(`records.status.${v}`) })),
  ];
  return (
    <div className="wallet-filters" data-testid="transaction-filters">
      <PickerField
        testId="filter-type"
        title={t('records.filter.type')}
        placeholder={t('records.filter.allTypes')}
        value={value.type ?? 'all'}
        options={types}
        onChange={(type) => onChange({ ...value, type: type === 'all' ? undefined : type })}
      />
      <PickerField
        testId="filter-status"
        title={t('records.filter.status')}
        placeholder={t('records.filter.allStatuses')}
        value={value.status ?? 'all'}
        options={statuses}
        onChange={(status) => onChange({ ...value, status: status === 'all' ? undefined : status })}
      />
    </div>
  );
}
