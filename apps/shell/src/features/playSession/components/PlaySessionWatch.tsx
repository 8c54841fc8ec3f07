import { useState } from 'react';
import { useGetPlaySessionQuery, useStreamFallbackPolling } from '@platform/api-client';
import { usePageVisible } from '@platform/ui';
import { RealityCheckDialog } from './RealityCheckDialog';
import { SessionLimitNotice } from './SessionLimitNotice';

/** While the event stream is down, the play session is read this often (the page visible). */
export const PLAY_SESSION_POLL_MS = 30_000;

/**
 * A member's play session over whatever page is open (docs/product-rules.md#responsible-gambling):
 * the reality check when one is due, else the session limit notice when the limit has ended play.
 * The event stream's `playSession` event re-reads it; the shell renders this only for a member,
 * lazily, after the first paint.
 */
export default function PlaySessionWatch() {
  const visible = usePageVisible();
  const polling = useStreamFallbackPolling(PLAY_SESSION_POLL_MS);
  const { data } = useGetPlaySessionQuery(undefined, { pollingInterval: visible ? polling : 0 });
  // The limit notice closed by the player stays closed for that limit (its reopening time).
  const [closedLimit, setClosedLimit] = useState<string | null>(null);
  if (!data) return null;
  if (data.limitReached) {
    const key = data.resumesAt ?? '';
    if (closedLimit === key) return null;
    return <SessionLimitNotice resumesAt={data.resumesAt} onClose={() => setClosedLimit(key)} />;
  }
  if (data.realityCheckDue) return <RealityCheckDialog session={data} />;
  return null;
}
