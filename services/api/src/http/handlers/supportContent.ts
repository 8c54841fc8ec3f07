import { helpArticles, sponsoredClub, sponsorships } from '../../modules/support';
import type { HandlerMap } from '../context';

/** The help centre and the sponsorship pages, for everyone (docs/product-rules.md#help). */
export const supportContentHandlers = {
  getHelpArticles: async (input, ctx) => ({
    articles: await helpArticles(ctx.db, ctx.lang, input.topic),
  }),
  getSponsorships: async (_input, ctx) => ({
    sponsorships: await sponsorships(ctx.db, ctx.lang),
  }),
  getSponsoredClub: async (input, ctx) => ({
    club: await sponsoredClub(ctx.db, input.key, ctx.lang),
  }),
} satisfies HandlerMap;
