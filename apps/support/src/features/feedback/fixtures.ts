// Feedback as the contract shapes it, for the area's tests and standalone dev answers (never
// imported by a page).
import type { Feedback } from '@platform/api-client/contract';

/** A feedback as the server answers it (tests and dev handlers). */
export function feedbackFixture(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 31,
    questionType: 'deposit',
    orderNo: 'DEP-1',
    description: 'My deposit has not arrived\nI paid 100 yuan at 10:05 by bank transfer.',
    imageUrls: [],
    status: 'pending',
    reply: null,
    createdAt: '2026-05-10T02:05:00.000Z',
    repliedAt: null,
    ...overrides,
  };
}

/** The question types' dictionary, as getSysDictionary answers it. */
export const questionTypesFixture = {
  dictionaryList: [
    { dictLabel: 'Deposit issue', dictValue: 'deposit', sort: 1 },
    { dictLabel: 'Withdrawal issue', dictValue: 'withdrawal', sort: 2 },
  ],
};
