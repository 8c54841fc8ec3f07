import { useTranslation } from '@platform/i18n';
import { staggered } from '../../table';
import { dieFace } from '../board';

/**
 * The three dice: while no round is shown they rest on ⚀; a round's dice tumble into place in
 * CSS only (each one a little later), keyed by the round so every roll animates again. Each die
 * is a picture named with its face ("Die showing 4").
 */
export function SicboDice({
  roundId,
  dice,
  total,
  triple,
}: {
  roundId: string | null;
  dice: readonly number[];
  total: number | null;
  triple: boolean;
}) {
  const { t } = useTranslation('games');
  const shown = dice.length === 3 ? dice : [1, 1, 1];
  return (
    <div className="sic-dice-row">
      <div
        className="sic-dice"
        key={roundId ?? 'idle'}
        role="group"
        aria-label={t('a11y.dice', { faces: shown.join(', ') })}
        data-testid="sic-dice"
      >
        {shown.map((face, i) => (
          <span
            key={i}
            className={`sic-die${roundId ? ' sic-die-rolled' : ''}`}
            style={staggered(i * 120)}
            role="img"
            aria-label={t('a11y.die', { face })}
            data-testid="sic-die"
            data-face={face}
          >
            {dieFace(face)}
          </span>
        ))}
      </div>
      {total !== null && (
        <p className="sic-total" data-testid="sic-total">
          {t('sicbo.total', { total })}
          {triple && <strong className="sic-triple"> · {t('sicbo.triple')}</strong>}
        </p>
      )}
    </div>
  );
}
