import { useTranslation } from '@platform/i18n';
import { type PayloadOf } from '@platform/api-client';
import { NoticeBar, useMoney } from '@platform/ui';

/** Says that (and how much) the auto-transfer mode brought back from the venues on arrival. */
export function AutoRecoveryNotice({
  recovering,
  recovered,
}: {
  recovering: boolean;
  recovered: PayloadOf<'oneTouchTransfer'> | null;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const content = recovering
    ? t('withdraw.auto.recovering')
    : recovered
      ? t('withdraw.auto.recovered', { amount: money.format(recovered.recoveredAmount) }) +
        (recovered.skippedPlatCodes.length > 0 ? ` ${t('withdraw.auto.skipped')}` : '')
      : null;
  if (!content) return null;
  return (
    <NoticeBar
      className="wallet-notice"
      color="info"
      wrap
      data-testid="withdraw-auto-recovery"
      data-state={recovering ? 'recovering' : 'done'}
      content={content}
    />
  );
}
