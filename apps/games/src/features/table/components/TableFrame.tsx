import type { ReactNode } from 'react';
import { FairnessPanel } from '../../fair';
import type { TableState } from '../hooks/useTable';
import { ChipRack } from './ChipRack';
import { TableActions } from './TableActions';

/**
 * The frame of every in-house table (docs/product-rules.md#games): the game's board (`children`),
 * then the chips and the row of actions (Clear, Rebet, the play button with the total and the
 * unknown-outcome retry), what the table shows after them (`after`), and the fairness panel.
 * A table with a play button of its own (the slot's Spin) leaves `actions` out.
 */
export function TableFrame({
  table,
  className,
  testId,
  actions,
  after,
  children,
}: {
  table: TableState;
  className: string;
  testId: string;
  actions?: { rebetTestId: string; playTestId: string; playLabel: ReactNode };
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} data-testid={testId}>
      {children}
      {actions && (
        <>
          <ChipRack chip={table.chip} onChip={table.setChip} />
          <TableActions
            {...actions}
            total={table.total}
            sending={table.sending}
            canRebet={table.canRebet}
            outcomeUnknown={table.outcomeUnknown}
            onClear={table.clear}
            onRebet={table.rebet}
            onPlay={table.play}
            onRetry={table.retry}
          />
        </>
      )}
      {after}
      <FairnessPanel
        seed={table.seed}
        lastRoundId={table.round?.roundId ?? null}
        onSeed={table.setSeed}
      />
    </section>
  );
}
