import { noticeList, slideList, websiteBasicList } from '../../core/site';
import type { HandlerMap } from '../context';

/** Site information for everyone. */
export const guestIndexHandlers = {
  getWebsiteBasicInfo: async (_input, ctx) => ({
    websiteBasicList: await websiteBasicList(ctx.db),
  }),
  getNotice: async (_input, ctx) => ({ noticeList: await noticeList(ctx.db, ctx.lang, ctx.now) }),
  getSilde: async (_input, ctx) => ({ slideList: await slideList(ctx.db, ctx.lang) }),
  // A restricted caller never gets here: the access check in front of every /web/ call answers 403.
  getRestrict: async () => ({}),
} satisfies HandlerMap;
