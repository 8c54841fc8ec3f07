import { useTranslation } from '@platform/i18n';
import { SLOT_LINES, SLOT_REELS, SLOT_ROWS, SLOT_STRIPS } from '@platform/fair-games';
import { SlotSymbolCell } from '../../slot';
import { SLOT_RUNS, slotPaytable } from '../paytables';
import { percentOf, slotLineReturn } from '../returns';
import { FairDraw } from './FairDraw';
import { RulesSection } from './RulesSection';
import { RulesTable } from './RulesTable';

const STRIP_LENGTH = SLOT_STRIPS[0]!.length;

/** The published strips: each position of each reel, with its symbol. */
function Strips() {
  const { t } = useTranslation('games');
  return (
    <RulesTable
      caption={t('rules.slot.strips')}
      testId="rules-slot-strips"
      head={[
        t('rules.slot.position'),
        ...SLOT_STRIPS.map((_, reel) => t('rules.slot.reelN', { n: reel + 1 })),
      ]}
      rows={Array.from({ length: STRIP_LENGTH }, (_, position) => ({
        id: String(position),
        header: position,
        cells: SLOT_STRIPS.map((strip, reel) => (
          <span key={reel} data-symbol={strip[position]}>
            <SlotSymbolCell symbol={strip[position]!} />
          </span>
        )),
      }))}
    />
  );
}

/** The ten lines: a small grid each (the line's cell on each reel) and the rows in words. */
function Paylines() {
  const { t } = useTranslation('games');
  return (
    <ol className="rules-paylines" data-testid="rules-slot-lines">
      {SLOT_LINES.map((rows, line) => (
        <li key={line} data-testid={`rules-slot-line-${line + 1}`}>
          <p>
            {t('slot.line', { line: line + 1 })}:{' '}
            {rows.map((row) => t(`rules.slot.row.${row}`)).join(', ')}
          </p>
          <div
            className="rules-payline"
            aria-hidden="true"
            style={{ gridTemplateColumns: `repeat(${SLOT_REELS}, 1fr)` }}
          >
            {Array.from({ length: SLOT_ROWS }, (_, row) =>
              rows.map((lineRow, reel) => (
                <span
                  key={`${row}:${reel}`}
                  className={lineRow === row ? 'rules-payline-on' : undefined}
                  data-on={lineRow === row}
                />
              )),
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

export default function SlotRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>
          {t('rules.slot.play', { reels: SLOT_REELS, rows: SLOT_ROWS, lines: SLOT_LINES.length })}
        </p>
        <p>{t('slot.wildHint')}</p>
        <p>{t('rules.slot.best')}</p>
        <h3>{t('rules.slot.paylines')}</h3>
        <Paylines />
      </RulesSection>
      <FairDraw>
        <p>{t('rules.slot.draw', { length: STRIP_LENGTH, last: STRIP_LENGTH - 1 })}</p>
        <Strips />
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <RulesTable
          caption={t('slot.paytable')}
          testId="rules-paytable"
          head={[t('rules.col.symbol'), ...SLOT_RUNS.map((n) => t('rules.slot.run', { n }))]}
          rows={slotPaytable().map(({ symbol, pays }) => ({
            id: symbol,
            header: <SlotSymbolCell symbol={symbol} />,
            cells: pays.map((pay) => `×${pay}`),
          }))}
        />
        <p data-testid="rules-slot-rtp">
          {t('rules.slot.rtp', { rtp: percentOf(slotLineReturn()) })}
        </p>
      </RulesSection>
    </>
  );
}
