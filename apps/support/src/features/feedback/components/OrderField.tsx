import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useQueryTransactionRecordListQuery } from '@platform/api-client';
import { Button, List, Money, Popup, QueryState, formatDateTime } from '@platform/ui';
import { Input } from '@platform/ui/forms';
import { ORDER_PICKER_PAGE_SIZE, orderWindowStart, recentOrders } from '../orders';

/**
 * The related order of a feedback (optional): typed by hand, or picked from the player's orders of
 * the last 7 days (docs/product-rules.md#feedback). A form control: `value` is the order number.
 */
export function OrderField({
  value = '',
  onChange,
}: {
  value?: string;
  onChange?: (orderNo: string) => void;
}) {
  const { t } = useTranslation('support');
  const [picking, setPicking] = useState(false);
  return (
    <div className="support-feedback-order">
      <Input
        value={value}
        onChange={(text) => onChange?.(text)}
        maxLength={64}
        clearable
        placeholder={t('feedback.order.placeholder')}
        data-testid="feedback-order"
      />
      <Button
        size="small"
        fill="outline"
        color="primary"
        data-testid="feedback-order-pick"
        onClick={() => setPicking(true)}
      >
        {t('feedback.order.pick')}
      </Button>
      <Popup
        visible={picking}
        onMaskClick={() => setPicking(false)}
        onClose={() => setPicking(false)}
        showCloseButton
        bodyClassName="kit-sheet"
      >
        {picking && (
          <RecentOrders
            chosen={value}
            onPick={(orderNo) => {
              onChange?.(orderNo);
              setPicking(false);
            }}
          />
        )}
      </Popup>
    </div>
  );
}

/** The player's records (all types) of the last 7 days, newest first; a tap picks one. */
function RecentOrders({ chosen, onPick }: { chosen: string; onPick: (orderNo: string) => void }) {
  const { t, i18n } = useTranslation('support');
  // Read once when the sheet opens: the window's start is fixed for this request.
  const [now] = useState(() => new Date());
  const records = useQueryTransactionRecordListQuery({
    pageNum: 1,
    pageSize: ORDER_PICKER_PAGE_SIZE,
    startTime: orderWindowStart(now).toISOString(),
  });
  const orders = recentOrders(records.data?.list ?? [], now);
  return (
    <List header={t('feedback.order.pickerTitle')} data-testid="feedback-order-options">
      <QueryState
        isLoading={records.isLoading}
        isError={records.isError && !records.data}
        isEmpty={orders.length === 0}
        emptyText={t('feedback.order.none')}
        onRetry={() => void records.refetch()}
      >
        {orders.map((order) => (
          <List.Item
            key={order.orderNo}
            data-testid="feedback-order-option"
            data-order={order.orderNo}
            aria-selected={order.orderNo === chosen}
            onClick={() => onPick(order.orderNo)}
            extra={<Money fen={order.amount} />}
            description={
              <span className="support-feedback-text">
                {formatDateTime(order.createdAt, i18n.language)} · {order.orderNo}
              </span>
            }
          >
            {t(`feedback.order.types.${order.type}`)}
          </List.Item>
        ))}
      </QueryState>
    </List>
  );
}
