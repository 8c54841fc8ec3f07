/**
 * The closed list of what the audit chain records (docs/decisions-api.md#the-audit-chain): money
 * and security events. A new event is a new name here, so a typo cannot start a new kind of row.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  'password.changed',
  'password.reset',
  'payPassword.changed',
  'phone.bound',
  'email.bound',
  'paymentAccount.added',
  'paymentAccount.changed',
  'paymentAccount.removed',
  'protection.breakLifted',
  'deposit.created',
  'deposit.approved',
  'deposit.rejected',
  'deposit.credited',
  'withdrawal.requested',
  'withdrawal.paid',
  'withdrawal.rejected',
  'bonus.granted',
  'welfare.granted',
  'agent.signIn',
  'agent.signIn.failed',
  'ops.command',
  'release.changed',
  'protection.limitSet',
  'protection.limitRaiseRequested',
  'protection.limitConfirmed',
  'protection.realityCheckSet',
  'protection.breakStarted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a player, an operator at the terminal, a support desk agent, or the system (jobs). */
export type AuditActorKind = 'player' | 'operator' | 'agent' | 'system';

/** Which front door the action came through. */
export type AuditDoor = 'api' | 'ops' | 'dev' | 'desk' | 'system';
