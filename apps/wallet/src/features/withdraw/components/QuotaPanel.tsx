import { useTranslation } from 'react-i18next';
import { formatFen } from '@platform/api-client';
import { Money, useMember } from '@platform/ui';
import { turnoverRemaining, withdrawalsLeftToday, type WithdrawInfo } from '../rules';

/**
 * Today's quota of the player's VIP level (count and amount, used and left), what the next
 * withdrawal may be at most, and the 1x turnover still to go (docs/product-rules.md#withdrawals).
 */
export function QuotaPanel({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const vipLevel = useMember().value?.vipLevel;
  const quota = info.dailyQuota;
  const remaining = turnoverRemaining(info);
  return (
    <section className="wallet-section" data-testid="withdraw-quota">
      <h3>
        {vipLevel ? t('withdraw.quota.titleVip', { level: vipLevel }) : t('withdraw.quota.title')}
      </h3>
      <p className="wallet-quota-line">
        {t('withdraw.quota.count', { used: quota.countUsed, limit: quota.countLimit })}{' '}
        <span data-testid="withdraw-count-left">
          {t('withdraw.quota.countLeft', { count: withdrawalsLeftToday(quota) })}
        </span>
      </p>
      <p className="wallet-quota-line">
        {t('withdraw.quota.amount', {
          used: formatFen(quota.amountUsed),
          limit: formatFen(quota.amountLimit),
        })}
      </p>
      <p className="wallet-quota-line">
        {t('withdraw.quota.available')}{' '}
        <strong data-testid="withdraw-available">
          <Money fen={quota.availableAmount} />
        </strong>
      </p>
      {remaining > 0 && (
        <p className="wallet-hint wallet-warning" data-testid="withdraw-turnover">
          {t('withdraw.quota.turnover', {
            remaining: formatFen(remaining),
            required: formatFen(info.turnoverRequired),
            completed: formatFen(info.turnoverCompleted),
          })}
        </p>
      )}
    </section>
  );
}
