import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { type ActivityIneligibilityReason, type ActivityTerms } from '@platform/api-client';
import { Button, useAppNavigate, useMoney } from '@platform/ui';
import { DEPOSIT_REASONS, RECORD_REASONS } from '../offerState';

/**
 * Why the member may not apply, saying what to do, with a way there where there is one (the
 * deposit page, the application records).
 */
export function IneligibleReason({
  reason,
  terms,
}: {
  reason: ActivityIneligibilityReason;
  terms: Pick<ActivityTerms, 'minVipLevel' | 'minTransfer'>;
}) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const navigate = useAppNavigate();
  return (
    <div
      className="promotions-reason"
      role="note"
      data-testid="ineligible-reason"
      data-reason={reason}
    >
      <p>
        {t(`offers.reasons.${reason}`, {
          level: terms.minVipLevel ?? 1,
          amount: money.format(terms.minTransfer),
        })}
      </p>
      {DEPOSIT_REASONS.has(reason) && (
        <Button
          size="small"
          color="primary"
          fill="outline"
          data-testid="reason-deposit"
          onClick={() => navigate(routePath('deposit'))}
        >
          {t('offers.actions.deposit')}
        </Button>
      )}
      {RECORD_REASONS.has(reason) && (
        <Button
          size="small"
          fill="outline"
          data-testid="reason-records"
          onClick={() => navigate(routePath('promotion'))}
        >
          {t('offers.actions.records')}
        </Button>
      )}
    </div>
  );
}
