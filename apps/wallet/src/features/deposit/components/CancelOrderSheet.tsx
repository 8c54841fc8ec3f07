import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useCancelRechargeOrderMutation, type DepositOrder } from '@platform/api-client';
import { DEPOSIT_CANCEL_REASONS, type DepositCancelReason } from '@platform/api-client/contract';
import { Button, CheckOutline, List, NoticeBar, Popup } from '@platform/ui';
import { Input } from '@platform/ui/forms';

/**
 * Cancelling an unpaid order (docs/product-rules.md#deposits): one of the five reasons, the advice
 * not to cancel after paying, and how many cancellations are left today (none left: the button says
 * so).
 */
export function CancelOrderSheet({ order, remaining }: { order: DepositOrder; remaining: number }) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DepositCancelReason>();
  const [remark, setRemark] = useState('');
  const [cancel, { isLoading }] = useCancelRechargeOrderMutation();
  const none = remaining <= 0;

  return (
    <>
      <Button
        block
        fill="none"
        disabled={none}
        data-testid="cancel-order"
        onClick={() => setOpen(true)}
      >
        {none ? t('deposit.cancel.noneLeft') : t('deposit.cancel.action')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="wallet-sheet">
        <div data-testid="cancel-sheet">
          <NoticeBar
            className="wallet-notice"
            color="alert"
            wrap
            content={t('deposit.cancel.paidWarning')}
          />
          <List header={t('deposit.cancel.title')}>
            {DEPOSIT_CANCEL_REASONS.map((r) => (
              <List.Item
                key={r}
                arrowIcon={false}
                extra={r === reason ? <CheckOutline aria-hidden /> : undefined}
                data-testid={`cancel-reason-${r}`}
                onClick={() => setReason(r)}
              >
                {t(`deposit.cancel.reason.${r}`)}
              </List.Item>
            ))}
          </List>
          {reason === 'other' && (
            <div className="wallet-actions">
              <Input
                value={remark}
                onChange={setRemark}
                maxLength={200}
                placeholder={t('deposit.cancel.remarkPlaceholder')}
                data-testid="cancel-remark"
              />
            </div>
          )}
          <p className="wallet-hint wallet-range" data-testid="cancel-remaining">
            {t('deposit.cancel.remaining', { count: remaining })}
          </p>
          <div className="wallet-actions">
            <Button
              block
              color="danger"
              disabled={!reason}
              loading={isLoading}
              data-testid="cancel-confirm"
              onClick={async () => {
                if (!reason) return;
                const result = await cancel({
                  orderNo: order.orderNo,
                  reason,
                  ...(reason === 'other' && remark.trim() ? { remark: remark.trim() } : {}),
                });
                if (result.data) setOpen(false);
              }}
            >
              {t('deposit.cancel.confirm')}
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
