import { useTranslation } from '@platform/i18n';
import type { ActivityState } from '@platform/api-client';
import { Tag } from '@platform/ui';

const COLOR = {
  notStarted: 'default',
  open: 'success',
  applied: 'primary',
  ended: 'default',
} as const satisfies Record<ActivityState, string>;

/** Not started, open, applied or ended (docs/product-rules.md#offers). */
export function StateBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation('promotions');
  return (
    <Tag color={COLOR[state]} fill="outline" data-testid="offer-state" data-state={state}>
      {t(`offers.state.${state}`)}
    </Tag>
  );
}
