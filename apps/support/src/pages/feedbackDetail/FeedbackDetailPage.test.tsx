import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import { answer, refuse } from '@platform/api-client/mocks';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import { feedbackFixture, questionTypesFixture } from '../../features/feedback/fixtures';
import FeedbackDetailPage from './FeedbackDetailPage';

const URL = routePath('feedbackDetail', { id: 31 });
const IMAGE = '/web/upload/file/FFFFFFFFFFFFFFFFFFFFFF';

/** The feedback until it is deleted; then "not found", as the server answers. */
function serve(feedback = feedbackFixture()) {
  const remove = recordCalls('feedbackDelete', {});
  const info = recordCalls('feedbackInfo', () =>
    remove.calls.length > 0 ? { code: 1000, msg: 'Not found' } : { feedback },
  );
  server.use(answer('getSysDictionary', questionTypesFixture), info.handler, remove.handler);
  return { info, remove };
}

describe('one feedback', () => {
  it('shows the feedback whole with the support reply and its time', async () => {
    const { info } = serve(
      feedbackFixture({
        status: 'replied',
        reply: 'Your deposit arrived at 10:20, please check your balance.',
        repliedAt: '2026-05-10T02:30:00.000Z',
        imageUrls: [IMAGE],
      }),
    );
    renderPage(<FeedbackDetailPage />, { url: URL });
    const reply = await screen.findByTestId('feedback-reply');
    expect(reply.textContent).toContain('Your deposit arrived at 10:20');
    expect(reply.querySelector('time')?.getAttribute('dateTime')).toBe('2026-05-10T02:30:00.000Z');
    expect(info.calls[0]?.id).toBe('31');
    expect(screen.getByTestId('feedback-detail-description').textContent).toContain(
      'I paid 100 yuan',
    );
    expect(screen.getByTestId('feedback-detail-order').textContent).toBe('DEP-1');
    expect(screen.getByTestId('feedback-status').textContent).toBe('Replied');
    await waitFor(() => expect(screen.getByText('Deposit issue')).toBeTruthy());

    fireEvent.click(screen.getByTestId('feedback-image'));
    expect((await screen.findByTestId('feedback-image-full')).getAttribute('src')).toBe(IMAGE);
  });

  it('says it is waiting for a reply while there is none', async () => {
    serve();
    renderPage(<FeedbackDetailPage />, { url: URL });
    expect((await screen.findByTestId('feedback-reply')).textContent).toContain(
      'Waiting for a reply from support',
    );
  });

  it('deletes only after a confirmation, with the id, then returns to the list', async () => {
    const { remove, info } = serve();
    const { currentUrl, refusals } = renderPage(<FeedbackDetailPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-delete'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('cannot be recovered');
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('feedback-delete'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Delete'));
    await waitFor(() => expect(remove.calls).toEqual([{ id: '31' }]));
    await waitFor(() => expect(currentUrl()).toBe(routePath('feedbackList')));
    // The deleted feedback is not read again, so no "not found" follows the deletion.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(info.calls).toHaveLength(1);
    expect(refusals).toEqual([]);
  });

  it('stays on the feedback when the deletion is refused', async () => {
    serve();
    server.use(refuse('feedbackDelete', 1000, 'Not found'));
    const { currentUrl, refusals } = renderPage(<FeedbackDetailPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Delete'));
    await waitFor(() => expect(refusals).toEqual(['Not found']));
    expect(currentUrl()).toBe(URL);
    expect(screen.getByTestId('feedback-detail')).toBeTruthy();
  });

  it('shows "not found" for an id that is not one, without asking the server', async () => {
    const { info } = serve();
    renderPage(<FeedbackDetailPage />, { url: routePath('feedbackDetail', { id: 'abc' }) });
    expect(await screen.findByTestId('feedback-missing')).toBeTruthy();
    expect(info.calls).toHaveLength(0);
  });
});
