import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useGetAllPlatTypesQuery, type ActivityApplication } from '@platform/api-client';
import { Button, MoneyResult, useAppNavigate, useMoney } from '@platform/ui';

/**
 * An application's answer (docs/product-rules.md#offers): approved — the bonus is in and the venue
 * holds the transfer and the bonus, locked until its turnover — or pending while the venue has not
 * answered (the repair step completes it within a minute).
 */
export function ApplyResult({ application }: { application: ActivityApplication }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const navigate = useAppNavigate();
  const venues = useGetAllPlatTypesQuery();
  const venue = application.platName ?? application.platCode ?? '';
  const total = application.transferAmount + application.amount;
  const gameType = venues.data?.gamePlatTypeList.find((group) =>
    group.platList.some((v) => v.platCode === application.platCode),
  )?.gameType;
  const pending = application.status === 'pending';
  return (
    <div className="promotions-apply-result" data-testid="apply-result">
      <MoneyResult
        testId="apply-money-result"
        status={pending ? 'pending' : 'posted'}
        title={t(pending ? 'apply.result.pendingTitle' : 'apply.result.approvedTitle')}
        amount={total}
        from={t('apply.result.from')}
        to={venue}
        note={
          pending
            ? t('apply.result.pending')
            : t('apply.result.approved', {
                bonus: money.format(application.amount),
                venue,
                total: money.format(total),
                turnover: money.format(application.requiredTurnover ?? 0),
              })
        }
      />
      <div className="promotions-actions">
        {!pending && gameType && application.platCode && (
          <Button
            block
            color="primary"
            data-testid="result-play"
            onClick={() =>
              navigate(routePath('gameList', { gameType, platCode: application.platCode }))
            }
          >
            {t('apply.result.play')}
          </Button>
        )}
        {!pending && (
          <Button
            block
            fill="outline"
            data-testid="result-transfer"
            onClick={() => navigate(routePath('transfer'))}
          >
            {t('apply.result.seeLock')}
          </Button>
        )}
        <Button
          block
          fill="none"
          color="primary"
          data-testid="result-records"
          onClick={() => navigate(routePath('promotion'))}
        >
          {t('apply.records')}
        </Button>
      </div>
    </div>
  );
}
