// Test support: the getPlayerProtection answer, shaped as the API sends it.
import type { PayloadOf } from '@platform/api-client';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '@platform/api-client/contract';

export type Protection = PayloadOf<'getPlayerProtection'>;
type Limit = Protection['limits'][number];

const RESETS: Record<Limit['period'], string> = {
  day: '2026-11-28T16:00:00.000Z',
  week: '2026-11-29T16:00:00.000Z',
  month: '2026-11-30T16:00:00.000Z',
};

/** The nine money limits with none set; `limits` replaces the rows it names by kind and period. */
export function protectionFixture({
  limits = [],
  session = {},
  block = null,
}: {
  limits?: (Partial<Limit> & Pick<Limit, 'kind' | 'period'>)[];
  session?: Partial<Protection['session']>;
  block?: Protection['block'];
} = {}): Protection {
  return {
    limits: MONEY_LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        left: null,
        resetsAt: RESETS[period],
        pending: null,
        ...limits.find((l) => l.kind === kind && l.period === period),
      })),
    ),
    session: { limitMinutes: null, pending: null, realityCheckMinutes: null, ...session },
    block,
  };
}
