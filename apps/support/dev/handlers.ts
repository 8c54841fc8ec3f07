// Standalone dev only: the support area's MSW answers, one file per feature in dev/handlers/
// (each feature adds its own file and one line here). `?scenario=` picks variations per feature.
import type { HttpHandler } from 'msw';

export function handlers(scenario: string | null): HttpHandler[] {
  void scenario;
  return [];
}
