import { formatFen } from '@platform/api-client';

/** An amount in fen shown as yuan ("1,234.56"); amounts never pass through floats. */
export function Money({ fen, className }: { fen: number; className?: string }) {
  return (
    <span className={className} data-fen={fen}>
      {formatFen(fen)}
    </span>
  );
}
