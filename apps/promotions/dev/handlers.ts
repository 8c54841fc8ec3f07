// Standalone dev only: the promotions area's MSW answers, one file per feature in dev/handlers/
// (each feature adds its own file and one line here). `?scenario=` picks variations per feature.
import type { HttpHandler } from 'msw';
import { inviteHandlers } from './handlers/invite';
import { offerHandlers } from './handlers/offers';
import { rewardHandlers } from './handlers/rewards';
import { vipHandlers } from './handlers/vip';
import { welfareHandlers } from './handlers/welfare';

export function handlers(scenario: string | null): HttpHandler[] {
  return [
    ...welfareHandlers(scenario),
    ...rewardHandlers(scenario),
    ...offerHandlers(scenario),
    ...vipHandlers(scenario),
    ...inviteHandlers(scenario),
  ];
}
