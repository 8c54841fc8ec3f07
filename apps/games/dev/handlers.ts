// Standalone dev only: the games area's MSW answers, one file per feature in dev/handlers/ (each
// page adds its own file and one line here). `?scenario=` picks variations per feature.
import type { HttpHandler } from 'msw';
import { betRecordHandlers } from './handlers/betRecord';
import { catalogueHandlers } from './handlers/catalogue';
import { playHandlers } from './handlers/play';

export function handlers(scenario: string | null): HttpHandler[] {
  return [
    ...catalogueHandlers(scenario),
    ...betRecordHandlers(scenario),
    ...playHandlers(scenario),
  ];
}
