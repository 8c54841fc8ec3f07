import { routePath } from '@platform/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer } from '@platform/api-client/mocks';
import {
  fireEvent,
  installIntersectionObserver,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import { feedbackFixture, questionTypesFixture } from '../../features/feedback/fixtures';
import FeedbackListPage from './FeedbackListPage';

beforeAll(() => installIntersectionObserver());

const URL = routePath('feedbackList');

function serve(list: ReturnType<typeof feedbackFixture>[]) {
  server.use(
    answer('getSysDictionary', questionTypesFixture),
    answer('feedbackList', { list, total: list.length, pageNum: 1, pageSize: 20 }),
  );
}

describe('my feedback', () => {
  it('shows each feedback’s type, first line, state and time, and opens one on a tap', async () => {
    serve([
      feedbackFixture({
        id: 32,
        questionType: 'withdrawal',
        description: 'Withdrawal slow\nmore',
        status: 'replied',
        reply: 'Done',
      }),
      feedbackFixture({ id: 31 }),
    ]);
    const { currentUrl } = renderPage(<FeedbackListPage />, { url: URL });
    const items = await screen.findAllByTestId('feedback-item');
    expect(items).toHaveLength(2);
    await waitFor(() => expect(items[0]!.textContent).toContain('Withdrawal issue'));
    expect(items[0]!.textContent).toContain('Withdrawal slow');
    expect(items[0]!.textContent).not.toContain('more');
    expect(within(items[0]!).getByTestId('feedback-status').textContent).toBe('Replied');
    expect(within(items[1]!).getByTestId('feedback-status').textContent).toBe('Pending');
    expect(items[1]!.textContent).toContain('Deposit issue');
    expect(items[1]!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-05-10T02:05:00.000Z',
    );

    fireEvent.click(items[1]!);
    await waitFor(() => expect(currentUrl()).toBe(routePath('feedbackDetail', { id: 31 })));
  });

  it('offers to leave feedback when there is none yet', async () => {
    serve([]);
    const { currentUrl } = renderPage(<FeedbackListPage />, { url: URL });
    expect(await screen.findByText('You have not left any feedback yet')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('feedback-leave'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('feedback')));
  });
});
