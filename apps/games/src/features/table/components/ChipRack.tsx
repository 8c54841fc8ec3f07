import type { Fen } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { useMoney } from '@platform/ui';
import { CHIPS_FEN, chipLabel } from '../chips';
import '../table.css';

/** The chip the next tap on a bet area places, each named with its value ("Chip CN¥1.00"). */
export function ChipRack({ chip, onChip }: { chip: Fen; onChip: (chip: Fen) => void }) {
  const { t } = useTranslation('games');
  const { currency } = useMoney();
  return (
    <div className="games-chips" role="radiogroup" aria-label={t('play.chips')}>
      {CHIPS_FEN.map((fen) => (
        <button
          key={fen}
          type="button"
          role="radio"
          aria-checked={fen === chip}
          aria-label={t('a11y.chip', { amount: fen })}
          className={`games-chip games-chip-${fen}${fen === chip ? ' games-chip-on' : ''}`}
          data-testid={`chip-${fen}`}
          onClick={() => onChip(fen)}
        >
          {chipLabel(fen, currency)}
        </button>
      ))}
    </div>
  );
}
