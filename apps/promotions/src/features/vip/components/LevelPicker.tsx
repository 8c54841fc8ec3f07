import { useTranslation } from '@platform/i18n';
import { Tabs } from '@platform/ui/blocks';
import { VIP_LEVEL_NUMBERS } from '../vipRules';

/**
 * VIP 1 to VIP 10 as a row of tabs that scrolls sideways at 390 px; the member's own level says
 * "current" under its name.
 */
export function LevelPicker({
  selected,
  own,
  onSelect,
}: {
  selected: number;
  own: number | null;
  onSelect: (level: number) => void;
}) {
  const { t } = useTranslation('promotions');
  return (
    <Tabs
      activeKey={String(selected)}
      onChange={(key) => onSelect(Number(key))}
      className="promotions-vip-levels"
      data-testid="vip-levels"
    >
      {VIP_LEVEL_NUMBERS.map((level) => (
        <Tabs.Tab
          key={String(level)}
          title={
            <span
              className="promotions-vip-level-tab"
              data-testid={`vip-level-${level}`}
              aria-current={level === own ? 'true' : undefined}
            >
              {t('vip.levelName', { level })}
              {level === own && (
                <small className="promotions-vip-current" data-testid="vip-level-current">
                  {t('vip.current')}
                </small>
              )}
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
