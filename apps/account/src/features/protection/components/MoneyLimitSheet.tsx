import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useSetMoneyLimitMutation } from '@platform/api-client';
import {
  LIMIT_RAISE_COOLING_HOURS,
  moneyLimitAmountRule,
  typedAmountSchema,
} from '@platform/api-client/contract';
import { Button, Popup, useMoney } from '@platform/ui';
import { AmountInput, Form, schemaRule } from '@platform/ui/forms';
import { useLimitOutcome } from '../hooks/useLimitOutcome';
import { limitId } from '../rules';
import type { MoneyLimit } from './MoneyLimits';
import { WaitingNote } from './WaitingNote';

/**
 * Sets, lowers, raises or removes one money limit: an amount typed in the member's currency and checked by the
 * contract's limit rule; a raise or removal answers from when it can be confirmed
 * (docs/product-rules.md#responsible-gambling).
 */
export function MoneyLimitSheet({
  limit,
  onClose,
}: {
  limit: MoneyLimit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'validation']);
  const money = useMoney();
  const [form] = Form.useForm<{ amount: string }>();
  const [setMoneyLimit, { isLoading }] = useSetMoneyLimitMutation();
  // The limit stays on screen while the sheet slides away.
  const [shown, setShown] = useState(limit);
  if (limit && limit !== shown) setShown(limit);
  const finish = () => {
    form.resetFields();
    onClose();
  };
  const { outcome, take, reset } = useLimitOutcome(finish);
  const close = () => {
    reset();
    finish();
  };
  const amountRule = schemaRule(
    typedAmountSchema(moneyLimitAmountRule(money.currency), money.currency),
    t,
  );
  const id = shown ? limitId(shown.kind, shown.period) : '';
  const name = shown
    ? t('protection.money.name', {
        period: t(`protection.money.period.${shown.period}`),
        kind: t(`protection.money.kind.${shown.kind}`),
      })
    : '';

  return (
    <Popup
      visible={limit !== null}
      onMaskClick={close}
      onClose={close}
      bodyClassName="account-sheet"
    >
      {shown && (
        <div data-testid="limit-sheet">
          <h3 className="account-sheet-title">{name}</h3>
          <p className="account-hint" data-testid="limit-sheet-current">
            {shown.amount === null
              ? t('protection.money.noneNow')
              : t('protection.money.current', { amount: money.format(shown.amount) })}
          </p>
          {outcome.confirmableFrom ? (
            <WaitingNote from={outcome.confirmableFrom} onDone={close} testId="limit-sheet" />
          ) : (
            <Form
              form={form}
              layout="vertical"
              onFinish={async ({ amount }) => {
                const fen = money.parse(amount);
                if (fen === null) return;
                take(await setMoneyLimit({ kind: shown.kind, period: shown.period, amount: fen }));
              }}
              footer={
                <>
                  {outcome.refusal && (
                    <p className="account-error" data-testid="limit-sheet-refusal">
                      {outcome.refusal}
                    </p>
                  )}
                  <Button
                    block
                    type="submit"
                    color="primary"
                    loading={isLoading}
                    data-testid="limit-sheet-save"
                  >
                    {t('shared.save')}
                  </Button>
                  {shown.amount !== null && (
                    <Button
                      block
                      fill="none"
                      className="account-sheet-secondary"
                      disabled={isLoading}
                      data-testid="limit-sheet-remove"
                      onClick={async () =>
                        take(await setMoneyLimit({ kind: shown.kind, period: shown.period }))
                      }
                    >
                      {t('protection.money.remove')}
                    </Button>
                  )}
                </>
              }
            >
              <Form.Item
                name="amount"
                label={t('protection.money.amount')}
                rules={[amountRule]}
                description={t('protection.changeRule', { hours: LIMIT_RAISE_COOLING_HOURS })}
              >
                <AmountInput
                  placeholder={t('protection.money.placeholder')}
                  data-testid={`limit-sheet-amount-${id}`}
                />
              </Form.Item>
            </Form>
          )}
        </div>
      )}
    </Popup>
  );
}
