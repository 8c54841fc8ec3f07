import {
  inviterInfo,
  inviterQrcode,
  inviteBaseConfig,
  invitePrizeConfig,
  inviteMarquee,
  inviteRecordPage,
  inviteRecordPageTotal,
  inviteRecordTotal,
  rebateRecordPage,
  rebateRecordPageTotal,
  rebateRecordTotal,
} from '../../modules/promotions';
import { memberFigures } from '../../core/site';
import { requireMember, type HandlerContext, type HandlerMap } from '../context';

/** The programme's figures are read in the member's currency (docs/product-rules.md#currency). */
const readerFigure = async (ctx: HandlerContext) =>
  (await memberFigures(ctx.db, requireMember(ctx).user.id)).figure;

/** Invite friends: the code, link and QR, the rules, the records (docs/product-rules.md#invite). */
export const inviteHandlers = {
  getInviterInfo: async (_input, ctx) =>
    inviterInfo(ctx.db, requireMember(ctx).user, ctx.config.siteOrigin, ctx.now),
  getInviterQrcode: async (_input, ctx) =>
    inviterQrcode(requireMember(ctx).user.id, ctx.config.siteOrigin),
  inviterBaseConfig: async (_input, ctx) => inviteBaseConfig(await readerFigure(ctx)),
  inviterPrizeConfigList: async (_input, ctx) => invitePrizeConfig(await readerFigure(ctx)),
  inviterRecordMarquee: async (_input, ctx) => inviteMarquee(ctx.db),
  inviterRecordTotal: async (_input, ctx) =>
    inviteRecordTotal(ctx.db, requireMember(ctx).user.id, ctx.now),
  inviterRecordPageList: async (input, ctx) =>
    inviteRecordPage(ctx.db, requireMember(ctx).user.id, input, ctx.now),
  inviterRecordPageTotal: async (input, ctx) =>
    inviteRecordPageTotal(ctx.db, requireMember(ctx).user.id, input, ctx.now),
  inviterRebateRecordTotal: async (_input, ctx) =>
    rebateRecordTotal(ctx.db, requireMember(ctx).user.id, ctx.now),
  inviterRebateRecordPageList: async (input, ctx) =>
    rebateRecordPage(ctx.db, requireMember(ctx).user.id, input, ctx.now),
  inviterRebateRecordPageTotal: async (input, ctx) =>
    rebateRecordPageTotal(ctx.db, requireMember(ctx).user.id, input, ctx.now),
} satisfies HandlerMap;
