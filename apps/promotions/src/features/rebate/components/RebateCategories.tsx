import { useTranslation } from '@platform/i18n';
import type { PayloadOf } from '@platform/api-client';
import { Money } from '@platform/ui';
import { ratiosInCategoryOrder, rebatePercentText } from '../rebateRules';

type Row = PayloadOf<'queryRebateToday'>['byCategory'][number];

/** Today's unpaid rebate per game category: valid bets × the member's ratio = the amount. */
export function RebateCategories({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation('promotions');
  if (rows.length === 0)
    return (
      <p className="promotions-hint" data-testid="rebate-no-bets">
        {t('rebate.noBets')}
      </p>
    );
  return (
    <div className="promotions-table-box">
      <table className="promotions-vip-table" data-testid="rebate-categories">
        <thead>
          <tr>
            <th>{t('rebate.table.category')}</th>
            <th>{t('rebate.table.validBets')}</th>
            <th>{t('rebate.table.ratio')}</th>
            <th>{t('rebate.table.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {ratiosInCategoryOrder(rows).map((row) => (
            <tr key={row.gameType} data-testid={`rebate-row-${row.gameType}`}>
              <td>{t(`rebate.category.${row.gameType}`)}</td>
              <td>
                <Money fen={row.validBets} />
              </td>
              <td>{rebatePercentText(row.rateBp)}</td>
              <td>
                <Money fen={row.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
