import { useTranslation } from '@platform/i18n';
import type { ActivityTerms } from '@platform/api-client';
import { Money } from '@platform/ui';
import { ratioPercentText } from '../offerState';

type LevelRow = NonNullable<ActivityTerms['termsByVipLevel']>[number];

/** A VIP offer's terms by level, the member's level highlighted. */
export function VipTermsTable({
  rows,
  vipLevel,
  requiresTransfer,
}: {
  rows: readonly LevelRow[];
  vipLevel: number | null;
  requiresTransfer: boolean;
}) {
  const { t } = useTranslation('promotions');
  return (
    <div className="promotions-table-box">
      <table className="promotions-vip-table" data-testid="vip-terms">
        <thead>
          <tr>
            <th>{t('offers.terms.level')}</th>
            {requiresTransfer && <th>{t('offers.terms.minTransfer')}</th>}
            <th>{t('offers.terms.bonusRatio')}</th>
            <th>{t('offers.terms.maxBonus')}</th>
            {requiresTransfer && <th>{t('offers.terms.turnover')}</th>}
          </tr>
        </thead>
        <tbody>
          {[...rows]
            .sort((a, b) => a.vipLevel - b.vipLevel)
            .map((row) => {
              const mine = row.vipLevel === vipLevel;
              return (
                <tr
                  key={row.vipLevel}
                  className={mine ? 'promotions-vip-mine' : undefined}
                  data-testid={`vip-row-${row.vipLevel}`}
                  aria-current={mine ? 'true' : undefined}
                >
                  <td>
                    {t('offers.terms.levelName', { level: row.vipLevel })}
                    {mine && (
                      <span className="promotions-vip-you"> {t('offers.terms.yourLevel')}</span>
                    )}
                  </td>
                  {requiresTransfer && (
                    <td>
                      <Money fen={row.minTransfer} />
                    </td>
                  )}
                  <td>{ratioPercentText(row.bonusRatioBp)}</td>
                  <td>
                    <Money fen={row.maxBonus} />
                  </td>
                  {requiresTransfer && <td>{`${row.turnoverMultiple}×`}</td>}
                </tr>
              );
            })}
        </tbody>
      </table>
    </div>
  );
}
