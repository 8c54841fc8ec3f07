import type { Requirement, RouteName } from '@platform/routes';

/**
 * What the player is told when a page's requirement (the route table's `requires`) is not met,
 * and the page that fixes it: both belong to the account area's settings.
 */
export const REQUIREMENTS = {
  payPassword: { fixedAt: 'payPassword', message: 'kit.gate.payPassword', go: 'kit.gate.goSet' },
  phone: { fixedAt: 'setPhone', message: 'kit.gate.phone', go: 'kit.gate.goBind' },
} as const satisfies Record<Requirement, { fixedAt: RouteName; message: string; go: string }>;
