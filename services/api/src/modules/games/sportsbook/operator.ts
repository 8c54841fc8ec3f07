import { z } from 'zod';
import type { SportsEvent } from '@platform/api-client/contract';
import type { DomainContext } from '../../../core/context';
import { eventView } from './eventStore';
import { SPORTS_INCIDENTS, applyIncident } from './incidents';
import { pullHouseFeed } from '../inhouse/keyedAction';
import { cryptoRandom } from './tickJob';

/**
 * An operator's (or a test's) incident on a simulated event: `pnpm ops sports:incident` and the
 * non-production `POST /__dev/sports/incident`. The event and the slips it decides change in one
 * transaction; the platform then pulls the feed.
 */
export const sportsIncidentBody = z.object({
  eventId: z.coerce.string().regex(/^\d{1,18}$/),
  incident: z.enum(SPORTS_INCIDENTS),
  side: z.enum(['home', 'away']).optional(),
});
export type SportsIncidentInput = z.output<typeof sportsIncidentBody>;

export async function sportsIncidentNow(
  ctx: Pick<DomainContext, 'db' | 'venues' | 'log'>,
  input: SportsIncidentInput,
  now: Date,
): Promise<SportsEvent> {
  const row = await ctx.db.transaction((tx) =>
    applyIncident(tx, input.eventId, input.incident, input.side, now, cryptoRandom),
  );
  await pullHouseFeed(ctx, 'a sports incident');
  return eventView(row, 'en');
}
