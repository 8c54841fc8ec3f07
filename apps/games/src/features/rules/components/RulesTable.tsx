import { useId, type ReactNode } from 'react';

export interface RulesTableRow {
  readonly id: string;
  /** The row's header cell (the bet, the hit count, the index). */
  readonly header: ReactNode;
  readonly cells: readonly ReactNode[];
}

/**
 * A real table with its caption and headers (docs/accessibility.md#names-and-landmarks): a wide one
 * scrolls sideways inside its own focusable region, so the page never does at 390 px or 200 % text.
 */
export function RulesTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly RulesTableRow[];
  testId?: string;
}) {
  const captionId = useId();
  return (
    <div className="rules-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="rules-table" data-testid={testId}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {head.map((title, i) => (
              <th scope="col" key={i}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={testId && `${testId}-${row.id}`}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
