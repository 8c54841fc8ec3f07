import { useTranslation } from '@platform/i18n';
import { ROULETTE_POCKETS } from '@platform/fair-games';
import { roulettePaytable } from '../paytables';
import { FairDraw } from './FairDraw';
import { PayTable } from './PayTable';
import { RulesSection } from './RulesSection';

export default function RouletteRules() {
  const { t } = useTranslation('games');
  const pockets = ROULETTE_POCKETS;
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>{t('rules.roulette.play', { pockets, last: pockets - 1 })}</p>
      </RulesSection>
      <FairDraw>
        <p>{t('rules.roulette.draw', { pockets })}</p>
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <PayTable
          caption={t('rules.paytableOf', { game: t('verify.game.roulette') })}
          rows={roulettePaytable()}
          testId="rules-paytable"
        />
      </RulesSection>
    </>
  );
}
