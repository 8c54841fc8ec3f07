import { useMoney } from '../format/money';

/**
 * An amount (integer minor units of the member's currency) as the reader's language writes it, with
 * the currency's sign (docs/product-rules.md#money); amounts never pass through floats.
 */
export function Money({ fen, className }: { fen: number; className?: string }) {
  const money = useMoney();
  return (
    <span className={className} data-fen={fen}>
      {money.format(fen)}
    </span>
  );
}
