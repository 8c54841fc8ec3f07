import { useTranslation } from '@platform/i18n';
import { selectSession, useAppSelector, useGetUserBalanceQuery } from '@platform/api-client';
import { Button, RedoOutline, TotalBalance, useSignOut } from '@platform/ui';

/** The member's balance (refreshed every 5 s by the session manager) with a manual refresh. */
export function BalanceCard() {
  const { t } = useTranslation('shell');
  const { userInfo, userBalanceMap } = useAppSelector(selectSession);
  const { refetch, isFetching } = useGetUserBalanceQuery();
  const { signOut } = useSignOut();
  return (
    <section className="home-card" data-testid="balance-card">
      <div className="home-card-row">
        <span>
          {userInfo?.username} · VIP{userInfo?.vipLevel ?? 1}
        </span>
        <Button
          size="mini"
          fill="none"
          loading={isFetching}
          onClick={() => void refetch()}
          aria-label={t('home.refresh')}
        >
          <RedoOutline aria-hidden />
        </Button>
      </div>
      <div className="home-balance">
        <small>{t('home.balance')}</small>
        <TotalBalance balances={userBalanceMap} testId="balance-total" placeholder="—" />
      </div>
      <Button size="mini" fill="outline" onClick={() => void signOut()} data-testid="logout">
        {t('actions.logout', { ns: 'common' })}
      </Button>
    </section>
  );
}
