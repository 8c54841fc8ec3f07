import { useTranslation } from '@platform/i18n';
import { SICBO_FACES } from '@platform/fair-games';
import { sicboPaytable } from '../paytables';
import { FairDraw } from './FairDraw';
import { PayTable } from './PayTable';
import { RulesSection } from './RulesSection';

export default function SicboRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>{t('rules.sicbo.play')}</p>
        <p>{t('sicbo.loseOnTriple')}</p>
      </RulesSection>
      <FairDraw>
        <p>{t('rules.sicbo.draw', { faces: SICBO_FACES.length })}</p>
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <PayTable
          caption={t('rules.paytableOf', { game: t('sicbo.title') })}
          rows={sicboPaytable()}
          testId="rules-paytable"
        />
      </RulesSection>
    </>
  );
}
