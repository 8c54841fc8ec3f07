// Help articles and notices as the contract shapes them, for the area's tests and standalone dev
// answers (never imported by a page).
import type { HelpArticle } from '@platform/api-client/contract';

export function articleFixture(overrides: Partial<HelpArticle> = {}): HelpArticle {
  return {
    id: 1,
    topic: 'deposit',
    question: 'How long does a deposit take to arrive?',
    answer: '<p>A deposit usually arrives within <strong>5-15 minutes</strong>.</p>',
    top: false,
    ...overrides,
  };
}

export const noticesFixture = {
  noticeList: [
    {
      id: 1,
      title: 'Spring promotion',
      content: 'Deposit bonuses all week long.',
      publishedAt: '2026-05-01T02:00:00.000Z',
    },
    {
      id: 2,
      title: 'Maintenance tonight',
      content: 'The lottery venue is under maintenance from 02:00 to 04:00.',
      publishedAt: '2026-05-09T02:00:00.000Z',
    },
  ],
};
