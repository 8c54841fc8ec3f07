import {
  issueCaptcha,
  checkCaptcha,
  issueSliderCaptcha,
  passSliderCaptcha,
} from '../../core/captcha';
import { REGISTER_TERMS_KEY, registerItemList, siteText } from '../../core/site';
import {
  login,
  register,
  sendLoginPhoneCode,
  checkPasswordResetCode,
  resetPassword,
  sendPasswordResetCode,
  startPasswordReset,
  toUserInfo,
  sendRegisterSmsCode,
} from '../../modules/account';
import { DomainError } from '../../core/errors';
import { currencyIsFixed } from '../../modules/wallet';
import type { HandlerMap } from '../context';

/** Captcha (the image and the slider), sign-up, login and the forgotten-password steps. */
export const guestUserHandlers = {
  getCaptcha: (_input, ctx) => issueCaptcha(ctx.db, ctx.now),

  getSliderCaptcha: (_input, ctx) => issueSliderCaptcha(ctx.db, ctx.now),

  // The contract keeps the spec's wire name; the slider it checks is ours.
  aliyunCaptcha: (input, ctx) => passSliderCaptcha(ctx.db, input.captchaVerifyParam, ctx.now),

  checkCaptcha: async (input, ctx) => {
    await checkCaptcha(ctx.db, input.captchaKey, input.captchaCode, ctx.now);
    return {};
  },

  getRegisterItem: async (_input, ctx) => ({ registerItemList: await registerItemList(ctx.db) }),

  getRegisterTerms: async (_input, ctx) => {
    const terms = await siteText(ctx.db, REGISTER_TERMS_KEY, ctx.lang);
    if (!terms) throw new DomainError('notFound', 'notFound');
    return terms;
  },

  getPhoneCodeByRegister: (input, ctx) => sendRegisterSmsCode(ctx, input.mobile),

  register: async (input, ctx) => {
    const session = await register(ctx, input);
    return { token: session.token, userInfo: toUserInfo(session.user, ctx.now, false) };
  },

  login: async (input, ctx) => {
    const session = await login(ctx, input);
    return {
      token: session.token,
      userInfo: toUserInfo(session.user, ctx.now, await currencyIsFixed(ctx.db, session.user.id)),
    };
  },

  getPhoneCodeByLogin: (input, ctx) => sendLoginPhoneCode(ctx, input.username),

  forgetPasswordFirstStep: (input, ctx) => startPasswordReset(ctx, input),

  getPhoneCodeByForgetPwd: (input, ctx) => sendPasswordResetCode(ctx, input.username, 'phone'),

  checkPhoneCodeByForgetPwd: async (input, ctx) => {
    await checkPasswordResetCode(ctx, input.username, 'phone', input.code);
    return {};
  },

  getEmailCodeByForgetPwd: (input, ctx) => sendPasswordResetCode(ctx, input.username, 'email'),

  modifyPasswordByForget: async (input, ctx) => {
    await resetPassword(ctx, input);
    return {};
  },
} satisfies HandlerMap;
