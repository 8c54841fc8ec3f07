import { useTranslation } from '@platform/i18n';
import {
  LOTTERY6_NUMBERS,
  LOTTERY6_PUSH_NUMBER,
  LOTTERY6_REGULAR_COUNT,
  LOTTERY6_SMALL_MAX,
} from '@platform/fair-games';
import { lottery6Paytable } from '../paytables';
import { FairDraw } from './FairDraw';
import { PayTable } from './PayTable';
import { RulesSection } from './RulesSection';

export default function Lottery6Rules() {
  const { t } = useTranslation('games');
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>
          {t('rules.lottery6.play', {
            numbers: LOTTERY6_NUMBERS,
            regular: LOTTERY6_REGULAR_COUNT,
          })}
        </p>
        <p>
          {t('rules.lottery6.sides', {
            smallMax: LOTTERY6_SMALL_MAX,
            bigMin: LOTTERY6_SMALL_MAX + 1,
            bigMax: LOTTERY6_PUSH_NUMBER - 1,
            push: LOTTERY6_PUSH_NUMBER,
          })}
        </p>
      </RulesSection>
      <FairDraw verify={false}>
        <p>
          {t('rules.lottery6.draw', {
            numbers: LOTTERY6_NUMBERS,
            lastPlace: LOTTERY6_REGULAR_COUNT,
            regular: LOTTERY6_REGULAR_COUNT,
            special: LOTTERY6_REGULAR_COUNT + 1,
          })}
        </p>
        <p>{t('rules.lottery6.verify')}</p>
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <PayTable
          caption={t('rules.paytableOf', { game: t('lottery6.title') })}
          rows={lottery6Paytable()}
          testId="rules-paytable"
        />
      </RulesSection>
    </>
  );
}
