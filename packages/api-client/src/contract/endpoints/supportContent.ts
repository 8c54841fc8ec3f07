import { z } from 'zod';
import { HELP_TOPICS } from '../catalogue';
import { endpoint } from '../define';
import { clubSchema, helpArticleSchema, sponsorshipSchema } from '../entities-support';
import { emptyRequest } from '../wire';

/** The help centre and the sponsorship pages: seeded content in the request language. */
export const supportContentEndpoints = {
  getHelpArticles: endpoint({
    path: 'support/help/getArticles',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: "The help centre's questions and answers, of one topic or of all, in order.",
    request: z.object({ topic: z.enum(HELP_TOPICS).optional() }),
    response: z.object({ articles: z.array(helpArticleSchema) }),
  }),
  getSponsorships: endpoint({
    path: 'support/sponsor/list',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: "The site's sponsorships for the sponsorship tab.",
    request: emptyRequest,
    response: z.object({ sponsorships: z.array(sponsorshipSchema) }),
  }),
  getSponsoredClub: endpoint({
    path: 'support/sponsor/club',
    access: 'guest',
    kind: 'query',
    availability: 'ready',
    summary: "A sponsored club's introduction, honours and star players.",
    request: z.object({ key: z.string().trim().min(1) }),
    response: z.object({ club: clubSchema }),
  }),
} as const;
