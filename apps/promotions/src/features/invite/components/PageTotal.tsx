import { Money } from '@platform/ui';

/**
 * The count and sum under a filtered record list (its "paged total"); test ids are
 * `<testId>`, `<testId>-count` and `<testId>-amount`.
 */
export function PageTotal({
  total,
  countLabel,
  amountLabel,
  testId,
}: {
  total: { count: number; amount: number };
  countLabel: string;
  amountLabel: string;
  testId: string;
}) {
  return (
    <dl className="promotions-record-card promotions-record-figures" data-testid={testId}>
      <div>
        <dt>{countLabel}</dt>
        <dd data-testid={`${testId}-count`}>{total.count}</dd>
      </div>
      <div>
        <dt>{amountLabel}</dt>
        <dd data-testid={`${testId}-amount`}>
          <Money fen={total.amount} />
        </dd>
      </div>
    </dl>
  );
}
