import { useTranslation } from '@platform/i18n';
import { useGetBetAllPlatTypesQuery } from '@platform/api-client';
import { ChoiceChips, PickerField, type PickerOption } from '@platform/ui/forms';
import { BET_RANGES, type BetRange } from '../recordQuery';

const ALL = 'all';

/** The platform (the venues that keep bet records; "all" clears it) and the period. */
export function BetFilters({
  platCode,
  range,
  onChange,
}: {
  platCode: string | undefined;
  range: BetRange;
  onChange: (next: { platCode: string | undefined; range: BetRange }) => void;
}) {
  const { t } = useTranslation('games');
  const { data } = useGetBetAllPlatTypesQuery();
  const platforms: PickerOption<string>[] = [
    { value: ALL, label: t('record.filter.allPlatforms') },
    ...(data?.platList ?? []).map((venue) => ({ value: venue.platCode, label: venue.platName })),
  ];
  return (
    <div className="games-filters" data-testid="bet-filters">
      <PickerField
        testId="filter-platform"
        title={t('record.filter.platform')}
        placeholder={t('record.filter.allPlatforms')}
        value={platCode ?? ALL}
        options={platforms}
        onChange={(value) => onChange({ range, platCode: value === ALL ? undefined : value })}
      />
      <ChoiceChips
        testId="filter-range"
        options={BET_RANGES.map((value) => ({ value, label: t(`record.range.${value}`) }))}
        value={range}
        onChange={(value) => onChange({ platCode, range: value })}
      />
    </div>
  );
}
