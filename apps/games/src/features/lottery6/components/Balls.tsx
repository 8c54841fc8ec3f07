import { useTranslation } from '@platform/i18n';

/** A draw's six regular balls and its special ball. */
export function Balls({ numbers, special }: { numbers: readonly number[]; special: number }) {
  const { t } = useTranslation('games');
  return (
    <span className="l6-balls" data-testid="l6-balls">
      {numbers.map((n) => (
        <span key={n} className="l6-ball">
          {n}
        </span>
      ))}
      <span className="l6-plus">+</span>
      <span className="l6-ball l6-ball-special" title={t('lottery6.special')}>
        {special}
      </span>
    </span>
  );
}
