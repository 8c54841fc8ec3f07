// Standalone dev only: the support area's MSW answers, one file per feature in dev/handlers/
// (each feature adds its own file and one line here). `?scenario=` picks variations per feature.
import type { HttpHandler } from 'msw';
import { aboutHandlers } from './handlers/about';
import { chatHandlers } from './handlers/chat';
import { feedbackHandlers } from './handlers/feedback';
import { helpHandlers } from './handlers/help';
import { sponsorshipHandlers } from './handlers/sponsorship';

export function handlers(scenario: string | null): HttpHandler[] {
  void scenario;
  return [
    ...sponsorshipHandlers(scenario),
    ...aboutHandlers(),
    ...chatHandlers(scenario),
    ...feedbackHandlers(scenario),
    ...helpHandlers(),
  ];
}
