import { useId } from 'react';
import { useTranslation } from '@platform/i18n';
import { SLOT_ROWS, SLOT_STRIPS, type SlotSymbol } from '@platform/fair-games';
import { SYMBOL_FACE } from '../reels';
import '../slotStops.css';

/** A symbol as the rules and the round check list it: its strip index, its face and its name. */
export function SlotSymbolCell({ index, symbol }: { index?: number; symbol: SlotSymbol }) {
  const { t } = useTranslation('games');
  return (
    <span className="slot-cell">
      {index !== undefined && <span className="slot-cell-index">{index}</span>}
      <span aria-hidden="true">{SYMBOL_FACE[symbol]}</span>{' '}
      <span className="slot-cell-name">{t(`slot.symbol.${symbol}`)}</span>
    </span>
  );
}

/**
 * From a spin's stops to its window (docs/product-rules.md#game-rules): each reel's stop and the
 * strip positions stop, stop + 1 and stop + 2 (wrapping past the strip's end) with their symbols,
 * as rows top, middle and bottom, so a player follows the server's slotWindow by hand.
 */
export function SlotStops({ stops }: { stops: readonly number[] }) {
  const { t } = useTranslation('games');
  const caption = useId();
  return (
    <div className="slot-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
      <table className="slot-stops" data-testid="slot-stops">
        <caption id={caption}>{t('rules.slot.stopsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rules.slot.reel')}</th>
            <th scope="col">{t('rules.slot.stop')}</th>
            {Array.from({ length: SLOT_ROWS }, (_, row) => (
              <th scope="col" key={row}>
                {t(`rules.slot.row.${row}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_STRIPS.map((strip, reel) => {
            const stop = stops[reel] ?? 0;
            return (
              <tr key={reel} data-testid={`slot-stops-reel-${reel + 1}`}>
                <th scope="row">{reel + 1}</th>
                <td>{stop}</td>
                {Array.from({ length: SLOT_ROWS }, (_, row) => {
                  const index = (stop + row) % strip.length;
                  return (
                    <td key={row} data-symbol={strip[index]}>
                      <SlotSymbolCell index={index} symbol={strip[index]!} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
