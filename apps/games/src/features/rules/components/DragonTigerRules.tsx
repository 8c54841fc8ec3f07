import { useTranslation } from '@platform/i18n';
import { DRAGON_TIGER_DECKS } from '@platform/fair-games';
import { dragonTigerPaytable } from '../paytables';
import { FairDraw } from './FairDraw';
import { PayTable } from './PayTable';
import { RulesSection } from './RulesSection';
import { Shoe } from './Shoe';

export default function DragonTigerRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>{t('rules.dragonTiger.play')}</p>
        <p>{t('dragonTiger.tieRule')}</p>
      </RulesSection>
      <FairDraw>
        <Shoe decks={DRAGON_TIGER_DECKS} />
        <p>{t('rules.dragonTiger.deal')}</p>
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <PayTable
          caption={t('rules.paytableOf', { game: t('dragonTiger.title') })}
          rows={dragonTigerPaytable()}
          testId="rules-paytable"
        />
        <p>{t('rules.dragonTiger.tieNote')}</p>
      </RulesSection>
    </>
  );
}
