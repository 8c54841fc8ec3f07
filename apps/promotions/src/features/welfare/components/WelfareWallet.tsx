import { useCallback, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import {
  useGetUserBalanceQuery,
  useMoveWelfareToCentralMutation,
  type PayloadOf,
} from '@platform/api-client';
import { Money, MoneyFormFooter, MoneyResult, useMoneySubmit } from '@platform/ui';

/**
 * The welfare centre's wallet, where claimed welfare money lands, and the move of its whole balance
 * into the central wallet (docs/product-rules.md#welfare). The move carries an idempotency key: a
 * move that got no answer is retried with the same key, so it is applied once
 * (docs/product-rules.md#money).
 */
export function WelfareWallet() {
  const { t } = useTranslation('promotions');
  const balance = useGetUserBalanceQuery();
  const welfareFen = balance.data?.userBalanceMap.welfareWallet;
  const [call] = useMoveWelfareToCentralMutation();
  const send = useCallback(
    (_: undefined, idempotencyKey: string) => call({ idempotencyKey }),
    [call],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const [moved, setMoved] = useState<PayloadOf<'moveWelfareToCentral'> | null>(null);
  const move = async (again: boolean) => {
    setMoved(null);
    setMoved(await (again ? retry() : submit(undefined)));
  };
  return (
    <section
      className="promotions-record-card promotions-welfare-wallet"
      data-testid="welfare-wallet"
    >
      <div className="promotions-welfare-balance">
        <small>{t('welfare.wallet.balance')}</small>
        <strong data-testid="welfare-balance">
          {welfareFen === undefined ? '--' : <Money fen={welfareFen} />}
        </strong>
      </div>
      <MoneyFormFooter
        label={t('welfare.wallet.move')}
        testId="welfare-move"
        disabled={!welfareFen}
        sending={sending}
        outcomeUnknown={outcomeUnknown}
        onSubmit={() => void move(false)}
        onRetry={() => void move(true)}
        result={
          moved && (
            <MoneyResult
              testId="welfare-moved"
              title={t('welfare.wallet.moved')}
              amount={moved.moved}
              from={t('welfare.wallet.from')}
              to={t('welfare.wallet.to')}
              balances={[
                { label: t('welfare.wallet.to'), fen: moved.userBalanceMap.centralWallet },
                { label: t('welfare.wallet.from'), fen: moved.userBalanceMap.welfareWallet },
              ]}
            />
          )
        }
      />
    </section>
  );
}
