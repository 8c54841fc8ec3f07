import { endpoints, type EndpointName } from '@platform/api-client/contract';
import { fieldNames } from './schemaArbitrary';

/**
 * The tables a refused call may still write, because the refusal itself is recorded on purpose.
 * Every other refusal must leave every table's row count as it was.
 */
export const WRITES_ON_REFUSAL: Partial<
  Record<EndpointName, { tables: string[]; reason: string }>
> = {
  login: {
    tables: ['audit_log', 'login_failures'],
    reason: 'a refused login is audited, and counted toward the captcha the next one asks',
  },
  verifyPhoneMiddle: {
    tables: ['security_verification_guards'],
    reason: 'a wrong guess of the phone digits counts against the attempts left',
  },
};

/** Fields whose wrong value counts against the payment password's attempts left. */
const PAY_PASSWORD_FIELDS = ['payPassword', 'oldPayPassword'];

/**
 * What a refusal of this call may write: its own entry above, and, for every call that takes the
 * payment password (read from its request schema, so a new one is covered), the guard that counts
 * wrong payment passwords and the message that tells the player when it locks.
 */
export function writesOnRefusal(name: EndpointName): string[] {
  const tables = [...(WRITES_ON_REFUSAL[name]?.tables ?? [])];
  if (fieldNames(endpoints[name].request).some((f) => PAY_PASSWORD_FIELDS.includes(f)))
    tables.push('pay_password_guards', 'messages');
  return tables;
}
