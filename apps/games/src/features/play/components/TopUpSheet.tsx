import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { selectBalance, useAppSelector, type Fen, type UserBalanceMap } from '@platform/api-client';
import { transferAmountSchema, typedAmountSchema } from '@platform/api-client/contract';
import {
  Money,
  MoneyFormFooter,
  MoneyResult,
  Popup,
  useVenueTransfer,
  useMoney,
} from '@platform/ui';
import { AmountInput, Form, schemaRule } from '@platform/ui/forms';

interface Done {
  status: 'posted' | 'pending';
  amount: Fen;
  userBalanceMap: UserBalanceMap;
  venueBalance: number;
}

/**
 * Moves money from the central wallet into the venue being played, without leaving the game: the
 * kit's venue transfer (an attempt key, an unknown outcome resent with the same key), the amount
 * checked against the central wallet by the contract's rule (docs/product-rules.md#transfers).
 */
export function TopUpSheet({
  platCode,
  venueName,
  visible,
  onClose,
}: {
  platCode: string;
  venueName: string;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['games', 'validation']);
  const money = useMoney();
  const [form] = Form.useForm<{ amount: string }>();
  const central = useAppSelector(selectBalance)?.centralWallet ?? null;
  const { transfer, retry, sending, outcomeUnknown } = useVenueTransfer();
  const [asked, setAsked] = useState<Fen | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const amountRule = schemaRule(
    typedAmountSchema(transferAmountSchema(central, money.currency), money.currency),
    t,
  );

  const show = (amount: Fen) => (answer: Omit<Done, 'amount'> | null) => {
    if (!answer) return;
    form.resetFields();
    setDone({ ...answer, amount });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="games-sheet">
      <div data-testid="topup-sheet">
        <h3 className="games-sheet-title">{t('play.topUp.title', { venue: venueName })}</h3>
        <Form
          form={form}
          layout="horizontal"
          onFinish={async ({ amount }) => {
            const fen = money.parse(amount);
            if (fen === null) return;
            setDone(null);
            setAsked(fen);
            show(fen)(await transfer(platCode, 'toVenue', fen));
          }}
          footer={
            <>
              <MoneyFormFooter
                label={t('play.topUp.submit')}
                testId="topup-submit"
                sending={sending}
                outcomeUnknown={outcomeUnknown && asked !== null}
                onRetry={() => {
                  if (asked !== null) void retry().then(show(asked));
                }}
                result={
                  done && (
                    <MoneyResult
                      testId="topup-result"
                      status={done.status}
                      title={t(
                        done.status === 'pending' ? 'play.topUp.pending' : 'play.topUp.done',
                      )}
                      amount={done.amount}
                      from={t('play.topUp.central')}
                      to={venueName}
                      balances={[
                        { label: t('play.topUp.central'), fen: done.userBalanceMap.centralWallet },
                        { label: venueName, fen: done.venueBalance },
                      ]}
                    />
                  )
                }
              />
            </>
          }
        >
          <Form.Item
            name="amount"
            label={t('play.topUp.amount')}
            rules={[amountRule]}
            description={
              central !== null && (
                <span data-testid="topup-available">
                  {t('play.topUp.available')} <Money fen={central} />
                </span>
              )
            }
          >
            <AmountInput placeholder={t('play.topUp.placeholder')} data-testid="topup-amount" />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
