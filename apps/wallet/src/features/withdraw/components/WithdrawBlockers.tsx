import { routePath, type RouteName } from '@platform/routes';
import type { TFunction } from '@platform/i18n';
import { useTranslation } from '@platform/i18n';
import type { WithdrawalBlocker } from '@platform/api-client/contract';
import { Button, NoticeBar, useAppNavigate, useMoney, type MoneyFormat } from '@platform/ui';
import { WithdrawBlocked } from './WithdrawBlocked';

type OtherBlocker = Exclude<WithdrawalBlocker, { code: 'openOrder' }>;

/** What the player can do about a blocker: where to go, or nothing but come back tomorrow. */
const ACTIONS: Record<OtherBlocker['code'], { route: RouteName; label: string } | null> = {
  countUsed: null,
  turnover: { route: 'gameList', label: 'withdraw.blockers.playGames' },
  amountUsed: null,
  belowMinimum: { route: 'deposit', label: 'withdraw.blockers.deposit' },
  noPayoutAccount: { route: 'addBankCard', label: 'withdraw.blockers.addCard' },
};

function blockerText(blocker: OtherBlocker, t: TFunction, money: MoneyFormat) {
  switch (blocker.code) {
    case 'countUsed':
      return t('withdraw.blockers.countUsed', { count: blocker.countLimit });
    case 'turnover':
      return t('withdraw.blockers.turnover', { remaining: money.format(blocker.remaining) });
    case 'amountUsed':
      return t('withdraw.blockers.amountUsed', { limit: money.format(blocker.amountLimit) });
    case 'belowMinimum':
      return t('withdraw.blockers.belowMinimum', {
        balance: money.format(blocker.balance),
        min: money.format(blocker.minAmount),
      });
    case 'noPayoutAccount':
      return t('withdraw.blockers.noPayoutAccount');
  }
}

/**
 * Every gate the server would refuse a withdrawal for, shown before the player types anything,
 * each with what to do (docs/product-rules.md#withdrawals).
 */
export function WithdrawBlockers({ blockers }: { blockers: readonly WithdrawalBlocker[] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const navigate = useAppNavigate();
  if (blockers.length === 0) return null;
  return (
    <section className="wallet-section" data-testid="withdraw-blockers">
      <h3>{t('withdraw.blockers.title')}</h3>
      {blockers.map((blocker) => {
        if (blocker.code === 'openOrder')
          return <WithdrawBlocked key={blocker.code} orderNo={blocker.orderNo} />;
        const action = ACTIONS[blocker.code];
        return (
          <NoticeBar
            key={blocker.code}
            className="wallet-notice"
            color="alert"
            wrap
            data-testid={`withdraw-blocker-${blocker.code}`}
            content={blockerText(blocker, t, money)}
            extra={
              action && (
                <Button
                  size="mini"
                  color="primary"
                  data-testid={`withdraw-blocker-${blocker.code}-action`}
                  onClick={() => navigate(routePath(action.route))}
                >
                  {t(action.label)}
                </Button>
              )
            }
          />
        );
      })}
    </section>
  );
}
