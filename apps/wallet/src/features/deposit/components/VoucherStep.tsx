import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  MAX_VOUCHERS_PER_ORDER,
  useConfirmRechargeOrderMutation,
  useSubmitRechargeVoucherMutation,
  type DepositOrder,
} from '@platform/api-client';
import { Button, Space } from '@platform/ui';
import { ImageUploader } from '@platform/ui/upload';

/**
 * "Upload voucher": png/jpg/jpeg images of the transfer, then the player confirms having paid. One
 * button does both calls, so a voucher never sits unconfirmed because a second tap was missed.
 */
export function VoucherStep({ order, onBack }: { order: DepositOrder; onBack: () => void }) {
  const { t } = useTranslation(['wallet', 'validation']);
  const [urls, setUrls] = useState<string[]>(order.voucherUrls);
  const [missing, setMissing] = useState(false);
  const [submitVoucher, submitting] = useSubmitRechargeVoucherMutation();
  const [confirm, confirming] = useConfirmRechargeOrderMutation();
  const sent =
    urls.length === order.voucherUrls.length && urls.every((u, i) => u === order.voucherUrls[i]);

  const onConfirm = async () => {
    if (urls.length === 0) {
      setMissing(true);
      return;
    }
    if (order.status === 'waitingForPayment' || !sent) {
      // Form bodies carry no arrays: the contract takes the URLs comma-joined.
      const attached = await submitVoucher({ orderNo: order.orderNo, voucherUrls: urls.join(',') });
      if (!attached.data) return;
    }
    await confirm({ orderNo: order.orderNo });
  };

  return (
    <section className="wallet-section" data-testid="voucher-step">
      <h3>{t('deposit.voucher.title')}</h3>
      <p className="wallet-hint">{t('deposit.voucher.hint')}</p>
      <ImageUploader
        purpose="voucher"
        max={MAX_VOUCHERS_PER_ORDER}
        value={urls}
        onChange={(next) => {
          setUrls(next);
          if (next.length > 0) setMissing(false);
        }}
        testId="voucher-uploader"
      />
      {missing && (
        <p className="wallet-hint wallet-error" role="alert">
          {t('validation:deposit.voucherRequired')}
        </p>
      )}
      <Space direction="vertical" block className="wallet-top-gap">
        <Button
          block
          color="primary"
          loading={submitting.isLoading || confirming.isLoading}
          data-testid="confirm-payment"
          onClick={() => void onConfirm()}
        >
          {t('deposit.voucher.confirm')}
        </Button>
        {order.status === 'waitingForPayment' && (
          <Button block fill="none" onClick={onBack}>
            {t('deposit.voucher.back')}
          </Button>
        )}
      </Space>
    </section>
  );
}
