import { useTranslation } from '@platform/i18n';
import { Money, useMember, useMoney } from '@platform/ui';
import { withdrawalsLeftToday, type WithdrawInfo } from '../rules';

/**
 * Today's quota of the player's VIP level (count and amount, used and left) and what can be
 * withdrawn now: 0 while a gate stands; the gates themselves, turnover among them, are shown above
 * it (WithdrawBlockers, docs/product-rules.md#withdrawals).
 */
export function QuotaPanel({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const vipLevel = useMember().value?.vipLevel;
  const quota = info.dailyQuota;
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
          used: money.format(quota.amountUsed),
          limit: money.format(quota.amountLimit),
        })}
      </p>
      <p className="wallet-quota-line">
        {t('withdraw.quota.available')}{' '}
        <strong data-testid="withdraw-available">
          <Money fen={quota.availableAmount} />
        </strong>
      </p>
    </section>
  );
}
