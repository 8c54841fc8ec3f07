import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import type { ActivityDetail } from '@platform/api-client';
import { Money } from '@platform/ui';
import { ratioPercentText } from '../offerState';
import { VipTermsTable } from './VipTermsTable';

function Row({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className="promotions-terms-row" data-testid={`term-${name}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The offer's terms as a list (docs/product-rules.md#offers): transfer, bonus, turnover, time limit,
 * venues, frequency, VIP level, agents; a VIP offer's terms by level come as a table instead of
 * the single figures.
 */
export function OfferTerms({
  activity,
  vipLevel,
}: {
  activity: ActivityDetail;
  vipLevel: number | null;
}) {
  const { t } = useTranslation('promotions');
  const { terms, venues, kind } = activity;
  const single = terms.termsByVipLevel === null;
  return (
    <section className="promotions-section" data-testid="offer-terms">
      <h3 className="promotions-section-title">{t('offers.terms.title')}</h3>
      <dl className="promotions-terms">
        {single && terms.requiresTransfer && (
          <Row name="minTransfer" label={t('offers.terms.minTransfer')}>
            <Money fen={terms.minTransfer} />
          </Row>
        )}
        {single && (
          <Row name="bonusRatio" label={t('offers.terms.bonusRatio')}>
            {terms.requiresTransfer
              ? t('offers.terms.ratioOfTransfer', { ratio: ratioPercentText(terms.bonusRatioBp) })
              : ratioPercentText(terms.bonusRatioBp)}
          </Row>
        )}
        {single && (
          <Row name="maxBonus" label={t('offers.terms.maxBonus')}>
            <Money fen={terms.maxBonus} />
          </Row>
        )}
        {single && terms.requiresTransfer && (
          <Row name="turnover" label={t('offers.terms.turnover')}>
            {t('offers.terms.turnoverMultiple', { multiple: terms.turnoverMultiple })}
          </Row>
        )}
        <Row name="timeLimit" label={t('offers.terms.timeLimit')}>
          {terms.timeLimitHours === null
            ? t('offers.terms.noTimeLimit')
            : t(
                kind === 'firstDeposit'
                  ? 'offers.terms.withinFirstDeposit'
                  : 'offers.terms.withinDeposit',
                { hours: terms.timeLimitHours },
              )}
        </Row>
        {venues.length > 0 && (
          <Row name="venues" label={t('offers.terms.venues')}>
            {venues.map((v) => v.platName).join(' · ')}
          </Row>
        )}
        <Row name="frequency" label={t('offers.terms.frequency')}>
          {t(`offers.terms.${terms.frequency}`)}
        </Row>
        <Row name="vipLevel" label={t('offers.terms.vipLevel')}>
          {terms.minVipLevel === null
            ? t('offers.terms.everyLevel')
            : t('offers.terms.fromLevel', { level: terms.minVipLevel })}
        </Row>
        {terms.excludesAgents && (
          <Row name="agents" label={t('offers.terms.agents')}>
            {t('offers.terms.agentsExcluded')}
          </Row>
        )}
      </dl>
      {terms.termsByVipLevel && (
        <VipTermsTable
          rows={terms.termsByVipLevel}
          vipLevel={vipLevel}
          requiresTransfer={terms.requiresTransfer}
        />
      )}
    </section>
  );
}
