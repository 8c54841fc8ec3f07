import {
  checkMemberEmailCode,
  checkMemberSmsCode,
  sendMemberEmailCode,
  sendMemberSmsCode,
} from '../../modules/account';
import { requireMember, type HandlerMap } from '../context';

/** Member SMS and e-mail codes. */
export const verificationHandlers = {
  getSmsCode: (input, ctx) =>
    sendMemberSmsCode(ctx, requireMember(ctx).user, input.smsType, input.mobile),
  checkSmsCode: async (input, ctx) => {
    await checkMemberSmsCode(ctx, requireMember(ctx).user, input.smsType, input.mobile, input.code);
    return {};
  },
  getEmailCode: (input, ctx) =>
    sendMemberEmailCode(ctx, requireMember(ctx).user, input.emailType, input.email),
  checkEmailCode: async (input, ctx) => {
    const { user } = requireMember(ctx);
    await checkMemberEmailCode(ctx, user, input.emailType, input.email, input.code);
    return {};
  },
} satisfies HandlerMap;
