import { useTranslation } from '@platform/i18n';
import { useGetApiGameCategoryListQuery } from '@platform/api-client';
import { GAME_TYPES } from '@platform/api-client/tables';
import { Tabs } from '@platform/ui/blocks';
import type { GameType } from '../gameQuery';

/**
 * The six categories (docs/product-rules.md#games), in the site's order (getApiGameCategoryList's
 * `sort`), named in the player's language.
 */
export function CategoryTabs({
  value,
  onChange,
}: {
  value: GameType;
  onChange: (gameType: GameType) => void;
}) {
  const { t } = useTranslation('games');
  const { data } = useGetApiGameCategoryListQuery();
  const sortOf = new Map(data?.gameCategoryList.map((c) => [c.gameType, c.sort]));
  const ordered = [...GAME_TYPES].sort(
    (a, b) => (sortOf.get(a) ?? GAME_TYPES.indexOf(a)) - (sortOf.get(b) ?? GAME_TYPES.indexOf(b)),
  );
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key as GameType)}
      data-testid="category-tabs"
    >
      {ordered.map((type) => (
        <Tabs.Tab
          key={type}
          title={<span data-testid={`tab-${type}`}>{t(`list.category.${type}`)}</span>}
        />
      ))}
    </Tabs>
  );
}
