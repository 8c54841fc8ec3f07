import type { PayloadOf } from '../contract/endpoints';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '../contract/rules/protection';

type Protection = PayloadOf<'getPlayerProtection'>;
type PlaySession = PayloadOf<'getPlaySession'>;

/**
 * What getPlayerProtection answers for a player of tests and standalone dev: no limit set, no
 * break unless `block` says so (docs/product-rules.md#responsible-gambling).
 */
export function playerProtectionFixture(block: Protection['block'] = null): Protection {
  return {
    limits: MONEY_LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        left: null,
        resetsAt: '2026-11-29T16:00:00.000Z',
        pending: null,
      })),
    ),
    session: { limitMinutes: null, pending: null, realityCheckMinutes: null },
    block,
  };
}

/** What getPlaySession answers: no session unless `overrides` open one. */
export function playSessionFixture(overrides: Partial<PlaySession> = {}): PlaySession {
  return {
    active: false,
    startedAt: null,
    playedMinutes: 0,
    staked: 0,
    returned: 0,
    net: 0,
    realityCheckMinutes: null,
    realityCheckDue: false,
    limitMinutes: null,
    endsAt: null,
    limitReached: false,
    resumesAt: null,
    ...overrides,
  };
}
