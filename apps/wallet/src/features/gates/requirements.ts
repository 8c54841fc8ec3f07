import { routePath } from '@platform/routes';

/**
 * What a page may need before it can be used, and where the player goes to fix it (both pages
 * belong to the account area's settings).
 */
export const REQUIREMENTS = {
  payPassword: { path: routePath('payPassword'), message: 'gate.payPassword', go: 'gate.goSet' },
  phone: { path: routePath('setPhone'), message: 'gate.phone', go: 'gate.goBind' },
} as const;
export type Requirement = keyof typeof REQUIREMENTS;
