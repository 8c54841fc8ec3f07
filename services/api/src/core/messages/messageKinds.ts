/**
 * Every kind of message the platform posts to a player's message centre (its keys under
 * `server:messages`, `<kind>.title` and `<kind>.body`), each classified once: a **service** message
 * tells the player about their own account, money or request and is always sent; a
 * **promotional** one invites them to play or to take a bonus and is not sent to a player on a
 * break (docs/product-rules.md#responsible-gambling, docs/decisions-api.md#responsible-gambling-breaks).
 * A new kind is classified here before it ships: tests/protectionBreakMessages.test.ts fails
 * for a message of server.json that this list does not name.
 */
export type MessageClass = 'service' | 'promotional';

export const MESSAGE_KINDS = {
  // The account and its security.
  welcome: 'promotional', // points the new player to the first-deposit bonus
  passwordChanged: 'service',
  payPasswordSet: 'service',
  payPasswordChanged: 'service',
  payPasswordLocked: 'service',
  phoneBound: 'service',
  phoneChanged: 'service',
  emailBound: 'service',
  emailChanged: 'service',
  paymentAccountAdded: 'service',
  paymentAccountChanged: 'service',
  loginLocked: 'service',
  agentConverted: 'service',
  // Money the player moved, and money that arrived for play already done.
  depositSucceeded: 'service',
  depositFailed: 'service',
  withdrawalPaid: 'service',
  withdrawalFailed: 'service',
  venueUnlocked: 'service',
  offerApproved: 'service', // the outcome of the player's own application, money moved
  offerRejected: 'service',
  offerRebateBoostPaid: 'service', // a bonus for play already done, credited
  rebateSettled: 'service', // the rebate of play already done, credited
  // Support and responsible gambling.
  feedbackReplied: 'service',
  exclusionLifted: 'service',
  // Rewards, gifts and the VIP programme: inducements.
  welfareArrived: 'promotional',
  welfareArrivedBy: 'promotional',
  inviteeRewarded: 'promotional',
  inviterStepRewarded: 'promotional',
  inviteDepositBonus: 'promotional',
  inviteRebatePaid: 'promotional',
  vipPromoted: 'promotional',
  vipRelegated: 'promotional',
} as const satisfies Record<string, MessageClass>;

/**
 * Groups of kinds (`<group>.<name>` under `server:messages`) classified as a whole: `protection`
 * holds the responsible gambling page's confirmations (a limit set, a break started), which a
 * player on a break must still receive.
 */
export const MESSAGE_GROUPS = { protection: 'service' } as const satisfies Record<
  string,
  MessageClass
>;

/** The kinds always sent, by name or by group: their title keys. */
export type ServiceMessageKind =
  | {
      [K in keyof typeof MESSAGE_KINDS]: (typeof MESSAGE_KINDS)[K] extends 'service' ? K : never;
    }[keyof typeof MESSAGE_KINDS]
  | `${keyof typeof MESSAGE_GROUPS}.${string}`;

/** A message's kind from its title key (`depositSucceeded.title` → `depositSucceeded`). */
export function messageKindOf(titleKey: string): string {
  return titleKey.replace(/\.title$/, '');
}

/** The class of a kind, or null when the list does not name it (the test catches that). */
export function messageClassOf(kind: string): MessageClass | null {
  if (Object.hasOwn(MESSAGE_KINDS, kind)) return MESSAGE_KINDS[kind as keyof typeof MESSAGE_KINDS];
  const group = kind.split('.')[0]!;
  if (kind.includes('.') && Object.hasOwn(MESSAGE_GROUPS, group))
    return MESSAGE_GROUPS[group as keyof typeof MESSAGE_GROUPS];
  return null;
}
