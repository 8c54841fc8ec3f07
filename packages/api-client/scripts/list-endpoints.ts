/**
 * Prints the endpoint list as a markdown table for docs/api-contract.md:
 * `pnpm --filter @platform/api-client exec tsx scripts/list-endpoints.ts`.
 */
import type { EndpointDef } from '../src/contract/define';
import { endpoints } from '../src/contract/endpoints';

const COLUMNS = [
  'name',
  'path (under /web/)',
  'method',
  'encoding',
  'access',
  'kind',
  'availability',
];

const rows = Object.entries(endpoints as Record<string, EndpointDef>)
  .sort(([, a], [, b]) => a.path.localeCompare(b.path))
  .map(([name, def]) => [
    `\`${name}\``,
    `\`${def.path}\``,
    def.method,
    def.encoding,
    def.access,
    def.kind,
    def.availability,
  ]);

const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

console.log(
  [
    line(COLUMNS),
    line(COLUMNS.map(() => '---')),
    ...rows.map(line),
    '',
    `${rows.length} endpoints.`,
  ].join('\n'),
);
