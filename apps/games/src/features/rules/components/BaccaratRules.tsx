import { useTranslation } from '@platform/i18n';
import { BACCARAT_DECKS, BACCARAT_WIN_PER_100, bankerDraws } from '@platform/fair-games';
import { baccaratPaytable, oddsPer100 } from '../paytables';
import { FairDraw } from './FairDraw';
import { PayTable } from './PayTable';
import { RulesSection } from './RulesSection';
import { RulesTable } from './RulesTable';
import { Shoe } from './Shoe';

const BANKER_TOTALS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const THIRD_CARDS = [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** When the banker draws, read from the server's own bankerDraws. */
function BankerDraws() {
  const { t } = useTranslation('games');
  return (
    <RulesTable
      caption={t('rules.baccarat.bankerTable')}
      testId="rules-banker-draws"
      head={[t('rules.baccarat.playerThird'), ...BANKER_TOTALS.map(String)]}
      rows={THIRD_CARDS.map((third) => ({
        id: third === null ? 'stood' : String(third),
        header: third === null ? t('rules.baccarat.playerStood') : third,
        cells: BANKER_TOTALS.map((total) =>
          bankerDraws(total, third) ? (
            <span key={total} data-draws="true">
              <span className="rules-dot rules-dot-draws" aria-hidden="true" />
              <span className="ui-visually-hidden">{t('rules.baccarat.draws')}</span>
            </span>
          ) : (
            <span key={total} data-draws="false">
              <span className="rules-dot" aria-hidden="true" />
              <span className="ui-visually-hidden">{t('rules.baccarat.stands')}</span>
            </span>
          ),
        ),
      }))}
    />
  );
}

export default function BaccaratRules() {
  const { t } = useTranslation('games');
  return (
    <>
      <RulesSection title={t('rules.section.play')}>
        <p>{t('rules.baccarat.points')}</p>
        <p>{t('rules.baccarat.drawRule')}</p>
        <BankerDraws />
      </RulesSection>
      <FairDraw>
        <Shoe decks={BACCARAT_DECKS} />
        <p>{t('rules.baccarat.deal')}</p>
      </FairDraw>
      <RulesSection title={t('rules.section.paytable')}>
        <PayTable
          caption={t('rules.paytableOf', { game: t('verify.game.baccarat') })}
          rows={baccaratPaytable()}
          testId="rules-paytable"
        />
        <p>
          {t('rules.baccarat.bankerNote', {
            odds: oddsPer100(BACCARAT_WIN_PER_100.banker),
            commission: 100 - BACCARAT_WIN_PER_100.banker,
          })}
        </p>
      </RulesSection>
    </>
  );
}
