import { useTranslation } from '@platform/i18n';
import {
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_TOTAL_MIDPOINT,
} from '@platform/fair-games';
import { kenoPickTables, kenoTotalPaytable } from '../paytables';
import { percentOf } from '../returns';
import { FairDraw } from './FairDraw';
import { PayTable } from './PayTable';
import { RulesSection } from './RulesSection';
import { RulesTable } from './RulesTable';

export default function KenoRules() {
  const { t } = useTranslation('games');
  const tables = kenoPickTables();
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>
          {t('rules.keno.play', { numbers: KENO_NUMBERS, drawn: KENO_DRAWN, max: KENO_MAX_PICKS })}
        </p>
        <p>{t('keno.midpointRule', { midpoint: KENO_TOTAL_MIDPOINT })}</p>
      </RulesSection>
      <FairDraw>
        <p>
          {t('rules.keno.draw', {
            numbers: KENO_NUMBERS,
            drawn: KENO_DRAWN,
            lastPlace: KENO_DRAWN - 1,
          })}
        </p>
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <div className="rules-grid">
          {tables.map(({ picks, rows }) => (
            <RulesTable
              key={picks}
              caption={t('keno.paytable', { n: picks })}
              testId={`rules-keno-${picks}`}
              head={[t('keno.hits'), t('keno.pays')]}
              rows={rows.map(({ hits, returns }) => ({
                id: String(hits),
                header: hits,
                cells: [returns],
              }))}
            />
          ))}
        </div>
        <RulesTable
          caption={t('rules.keno.rtpCaption')}
          testId="rules-keno-rtp"
          head={[t('rules.keno.picks'), t('rules.col.rtp')]}
          rows={tables.map(({ picks, rtp }) => ({
            id: String(picks),
            header: picks,
            cells: [percentOf(rtp)],
          }))}
        />
        <PayTable
          caption={t('rules.keno.totalCaption', { midpoint: KENO_TOTAL_MIDPOINT })}
          rows={kenoTotalPaytable()}
          testId="rules-paytable"
        />
      </RulesSection>
    </>
  );
}
