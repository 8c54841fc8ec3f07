import { playerProtectionFixture, playSessionFixture } from '@platform/api-client/mocks';
import type { PayloadOf } from '@platform/api-client';
import { recordCalls } from './msw';
import { server } from './server';

type Block = PayloadOf<'getPlayerProtection'>['block'];

/** A cool-off ending at `until` (docs/product-rules.md#responsible-gambling). */
export function coolOffFixture(until = '2026-12-05T06:00:00.000Z'): NonNullable<Block> {
  return { kind: 'coolOff', startedAt: '2026-11-28T06:00:00.000Z', until };
}

/** Answers getPlayerProtection with `block` (a break, or null for none) for the rest of the test. */
export function servePlayerBreak(block: Block) {
  const calls = recordCalls('getPlayerProtection', playerProtectionFixture(block));
  server.use(calls.handler);
  return calls;
}

/** Answers getPlaySession with a session changed by `overrides`, recording each read. */
export function servePlaySession(overrides: Partial<PayloadOf<'getPlaySession'>>) {
  const calls = recordCalls('getPlaySession', () => playSessionFixture(overrides));
  server.use(calls.handler);
  return calls;
}
