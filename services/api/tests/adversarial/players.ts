import { createSession } from '../../src/core/auth';
import { playerAccountId } from '../../src/core/ledger';
import { ledgerFixtures } from '../support/ledgerFixtures';
import type { TestApp } from '../support/testApp';

/** Money a member of the adversarial tests holds in the central wallet: 5 000.00 yuan. */
export const MEMBER_FUNDS_FEN = 500_000;

export type Player = Awaited<ReturnType<TestApp['registerPlayer']>>;

/** A registered player (phone bound) with money in the central wallet. */
export async function memberWithMoney(t: TestApp): Promise<Player> {
  const player = await t.registerPlayer();
  const central = await playerAccountId(t.db, player.userId, 'central');
  await ledgerFixtures(() => t.db).deposit(central, MEMBER_FUNDS_FEN);
  return player;
}

/** Another live session of the player, as a second device would have. */
export function newSession(t: TestApp, userId: number): Promise<string> {
  return createSession(t.db, userId, '127.0.0.1', t.clock.now());
}

/**
 * A new session that has just proven the login password (as confirmLoginPassword would record),
 * so the fuzz cases also reach the calls that ask for that proof.
 */
export async function provenSession(t: TestApp, userId: number): Promise<string> {
  const token = await newSession(t, userId);
  await t.db.query(
    'UPDATE sessions SET password_confirmed_at = $2 WHERE user_id = $1 AND password_confirmed_at IS NULL',
    [userId, t.clock.now()],
  );
  return token;
}
