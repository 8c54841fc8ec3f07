import type { EndpointName } from '@platform/api-client/contract';

/**
 * The tables a refused call may still write, because the refusal itself is recorded on purpose.
 * Every other refusal must leave every table's row count as it was.
 */
export const WRITES_ON_REFUSAL: Partial<
  Record<EndpointName, { tables: string[]; reason: string }>
> = {
  verifyPhoneMiddle: {
    tables: ['security_verification_guards'],
    reason: 'a wrong guess of the phone digits counts against the attempts left',
  },
};
