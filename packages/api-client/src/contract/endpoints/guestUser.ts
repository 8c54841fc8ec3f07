import { z } from 'zod';
import { endpoint } from '../define';
import { registerItemSchema, sessionResponse } from '../entities';
import {
  captchaCodeSchema,
  passwordSchema,
  phoneSchema,
  usernameSchema,
  verificationCodeSchema,
} from '../rules/identity';
import { sliderPuzzleSchema } from '../sliderCaptcha';
import { emptyRequest, emptyResponse, wireBool } from '../wire';

const captchaFields = { captchaKey: z.string().min(1), captchaCode: captchaCodeSchema };

/** Calls a guest makes to get in: captcha, registration, login and forgotten password. */
export const guestUserEndpoints = {
  getCaptcha: endpoint({
    path: 'guest/user/getCaptcha',
    encoding: 'query',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'A new image captcha (SVG data URL) and the key to answer it with.',
    request: emptyRequest,
    response: z.object({ captcha: z.string(), captchaKey: z.string() }),
  }),
  getSliderCaptcha: endpoint({
    path: 'guest/user/getSliderCaptcha',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary:
      'A new slider puzzle (picture with a gap, the piece, its row); solved through aliyunCaptcha.',
    request: emptyRequest,
    response: sliderPuzzleSchema,
  }),
  checkCaptcha: endpoint({
    path: 'guest/user/checkCaptcha',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Checks a captcha answer without using it up.',
    request: z.object(captchaFields),
    response: emptyResponse,
  }),
  getRegisterItem: endpoint({
    path: 'guest/user/getRegisterItem',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'Which registration fields are shown and required (registration-item switch).',
    request: emptyRequest,
    response: z.object({ registerItemList: z.array(registerItemSchema) }),
  }),
  getRegisterTerms: endpoint({
    path: 'guest/user/getRegisterTerms',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: 'The registration agreement in the request language.',
    request: emptyRequest,
    response: z.object({ title: z.string(), content: z.string() }),
  }),
  getPhoneCodeByRegister: endpoint({
    path: 'guest/user/getPhoneCodeByRegister',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Sends a registration SMS code to a phone not yet bound to an account.',
    request: z.object({ mobile: phoneSchema }),
    response: z.object({ expiresInSeconds: z.number().int() }),
  }),
  register: endpoint({
    path: 'guest/user/register',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Creates the account and its wallets and logs the player in.',
    request: z.object({
      username: usernameSchema,
      password: passwordSchema,
      confirmPassword: z.string(),
      mobile: phoneSchema.optional(),
      smsCode: verificationCodeSchema.optional(),
      email: z.string().optional(),
      realName: z.string().optional(),
      inviteCode: z.string().optional(),
      agreement: wireBool,
      langType: z.union([z.number(), z.string()]).optional(),
      ...captchaFields,
    }),
    response: sessionResponse,
    invalidates: ['Session'],
  }),
  login: endpoint({
    path: 'guest/user/login',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary:
      'Logs in with username and password, and a captcha or phone code once failures ask for one.',
    request: z.object({
      username: z.string().trim().min(1, { error: 'username.required' }),
      password: z.string().min(1, { error: 'password.required' }),
      /** Asked only after failed logins (docs/product-rules.md#captcha); else ignored. */
      captchaKey: z.string().min(1).optional(),
      captchaCode: captchaCodeSchema.optional(),
      /** In place of the captcha: the code getPhoneCodeByLogin sent to the bound phone. */
      smsCode: verificationCodeSchema.optional(),
    }),
    response: sessionResponse,
    invalidates: ['Session'],
  }),
  getPhoneCodeByLogin: endpoint({
    path: 'guest/user/getPhoneCodeByLogin',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary:
      "When login asks for a captcha: a code to the account's bound phone instead (masked phone).",
    request: z.object({ username: z.string().trim().min(1, { error: 'username.required' }) }),
    response: z.object({ expiresInSeconds: z.number().int(), mobile: z.string() }),
  }),
  forgetPasswordFirstStep: endpoint({
    path: 'guest/user/forgetPasswordFirstStep',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Looks up the account and which verifications it can use (masked phone and e-mail).',
    request: z.object({
      username: z.string().trim().min(1, { error: 'username.required' }),
      ...captchaFields,
    }),
    response: z.object({ mobile: z.string().nullable(), email: z.string().nullable() }),
  }),
  getPhoneCodeByForgetPwd: endpoint({
    path: 'guest/user/getPhoneCodeByForgetPwd',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: "Sends a reset code to the account's bound phone.",
    request: z.object({ username: z.string().trim().min(1) }),
    response: z.object({ expiresInSeconds: z.number().int() }),
  }),
  checkPhoneCodeByForgetPwd: endpoint({
    path: 'guest/user/checkPhoneCodeByForgetPwd',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Checks the phone reset code (counts an attempt) before the new password is asked.',
    request: z.object({ username: z.string().trim().min(1), code: verificationCodeSchema }),
    response: emptyResponse,
  }),
  getEmailCodeByForgetPwd: endpoint({
    path: 'guest/user/getEmailCodeByForgetPwd',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: "Sends a reset code to the account's bound e-mail.",
    request: z.object({ username: z.string().trim().min(1) }),
    response: z.object({ expiresInSeconds: z.number().int() }),
  }),
  modifyPasswordByForget: endpoint({
    path: 'guest/user/modifyPasswordByForget',
    access: 'guest',
    kind: 'mutation',
    availability: 'ready',
    summary: 'Sets a new password with a phone or e-mail reset code; revokes every session.',
    request: z.object({
      username: z.string().trim().min(1),
      verifyType: z.enum(['phone', 'email']),
      code: verificationCodeSchema,
      password: passwordSchema,
      confirmPassword: z.string(),
    }),
    response: emptyResponse,
  }),
} as const;
