import { z } from 'zod';
import { endpoint } from '../define';
import { emailSchema, phoneSchema, verificationCodeSchema } from '../rules/identity';
import { emptyResponse } from '../wire';

/** What an SMS code is for; a code only answers the purpose it was sent for. */
export const SMS_TYPES = ['bindPhone', 'changePhone', 'verifyPhone', 'bindVirtualCoin'] as const;
export const EMAIL_TYPES = ['bindEmail', 'changeEmail'] as const;

/** Member SMS and e-mail codes (binding, changing and verifying contact details). */
export const verificationEndpoints = {
  getSmsCode: endpoint({
    path: 'sms/getSmsCode',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Sends an SMS code for a purpose (smsType) to a mobile.',
    request: z.object({ smsType: z.enum(SMS_TYPES), mobile: phoneSchema }),
    response: z.object({ expiresInSeconds: z.number().int() }),
  }),
  checkSmsCode: endpoint({
    path: 'sms/checkSmsCode',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Checks an SMS code for its purpose and mobile (counts an attempt).',
    request: z.object({
      smsType: z.enum(SMS_TYPES),
      mobile: phoneSchema,
      code: verificationCodeSchema,
    }),
    response: emptyResponse,
  }),
  getEmailCode: endpoint({
    path: 'email/getEmailCode',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Sends an e-mail code for a purpose (emailType) to an address.',
    request: z.object({ emailType: z.enum(EMAIL_TYPES), email: emailSchema }),
    response: z.object({ expiresInSeconds: z.number().int() }),
  }),
  checkEmailCode: endpoint({
    path: 'email/checkEmailCode',
    access: 'member',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Checks an e-mail code for its purpose and address (counts an attempt).',
    request: z.object({
      emailType: z.enum(EMAIL_TYPES),
      email: emailSchema,
      code: verificationCodeSchema,
    }),
    response: emptyResponse,
  }),
} as const;
