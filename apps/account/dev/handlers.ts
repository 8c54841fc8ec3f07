// Standalone dev only: the account area's MSW answers, one file per feature in dev/handlers/ (each
// page adds its own file and one line here). `?scenario=` picks variations per feature.
import type { HttpHandler } from 'msw';
import { agentHandlers } from './handlers/agent';
import { messageHandlers } from './handlers/messages';
import { profileHandlers } from './handlers/profile';
import { protectionHandlers } from './handlers/protection';
import { settingsHandlers } from './handlers/settings';

export function handlers(scenario: string | null): HttpHandler[] {
  return [
    ...settingsHandlers(scenario),
    ...profileHandlers(scenario),
    ...messageHandlers(scenario),
    ...agentHandlers(scenario),
    ...protectionHandlers(scenario),
  ];
}
