import { routePath } from '@platform/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse } from '@platform/api-client/mocks';
import { questionTypesFixture } from '../../features/feedback/fixtures';
import type { TransactionRecord } from '@platform/api-client/contract';
import {
  fireEvent,
  recordCalls,
  renderPage,
  screen,
  server,
  waitFor,
  within,
} from '@platform/ui/testing';
import FeedbackPage from './FeedbackPage';

const URL = routePath('feedback');
const NOW = new Date('2026-05-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const IMAGE = '/web/upload/file/FFFFFFFFFFFFFFFFFFFFFF';
const DESCRIPTION = 'My deposit of 100 yuan has not arrived after 30 minutes.';

const types = answer('getSysDictionary', {
  // Out of order: the form sorts by `sort`.
  dictionaryList: [...questionTypesFixture.dictionaryList].reverse(),
});

function record(orderNo: string, daysAgo: number, type: TransactionRecord['type']) {
  return {
    orderNo,
    type,
    mode: 'income',
    status: 'success',
    depositStatus: null,
    amount: 10_000,
    createdAt: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
  } satisfies TransactionRecord;
}

/** The page's calls: the types, the player's records (one too old), the upload and the save. */
function serve() {
  const records = recordCalls('queryTransactionRecordList', {
    list: [
      record('DEP-1', 1, 'deposit'),
      record('WD-6', 6, 'withdrawal'),
      record('OLD-8', 8, 'transfer'),
    ],
    total: 3,
    pageNum: 1,
    pageSize: 100,
  });
  const upload = recordCalls('uploadFile', { url: IMAGE });
  const save = recordCalls('feedbackSave', (body) => ({
    feedback: {
      id: 31,
      questionType: String(body.questionType),
      orderNo: null,
      description: String(body.description),
      imageUrls: [],
      status: 'pending' as const,
      reply: null,
      createdAt: NOW.toISOString(),
      repliedAt: null,
    },
  }));
  server.use(types, records.handler, upload.handler, save.handler);
  return { records, upload, save };
}

const description = () => screen.getByTestId('feedback-description-input') as HTMLTextAreaElement;

function describeAs(text: string) {
  fireEvent.change(description(), { target: { value: text } });
  fireEvent.blur(description());
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('leave feedback', () => {
  it('refuses 19 characters with the rule’s message, counting what is missing, and sends nothing', async () => {
    const { save } = serve();
    renderPage(<FeedbackPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-type-deposit'));
    describeAs('a'.repeat(19));
    expect(screen.getByTestId('feedback-description-counter').textContent).toContain(
      'Characters still needed: 1',
    );
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('The description must be 20-200 characters')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
  });

  it('asks for a question type before sending', async () => {
    const { save } = serve();
    renderPage(<FeedbackPage />, { url: URL });
    await screen.findByTestId('feedback-type');
    describeAs(DESCRIPTION);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByText('Please choose a question type')).toBeTruthy();
    expect(save.calls).toHaveLength(0);
  });

  it('offers the types of the dictionary in its order', async () => {
    serve();
    renderPage(<FeedbackPage />, { url: URL });
    const chips = await screen.findByTestId('feedback-type');
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deposit issue', 'Withdrawal issue']);
  });

  it('lists only the orders of the last 7 days in the picker, with type, amount, time and number', async () => {
    const { records } = serve();
    renderPage(<FeedbackPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-order-pick'));
    const options = await screen.findAllByTestId('feedback-order-option');
    expect(options.map((o) => o.getAttribute('data-order'))).toEqual(['DEP-1', 'WD-6']);
    expect(options[0]!.textContent).toContain('Deposit');
    expect(options[0]!.textContent).toContain('100.00');
    expect(options[1]!.textContent).toContain('Withdrawal');
    expect(screen.queryByText(/OLD-8/)).toBeNull();
    // All types, from 7 days ago.
    expect(records.calls[0]?.type).toBeUndefined();
    expect(records.calls[0]?.startTime).toBe('2026-05-03T12:00:00.000Z');
  });

  it('sends the type, the picked order, the description and the uploaded image, then opens the list', async () => {
    const { upload, save } = serve();
    const { currentUrl } = renderPage(<FeedbackPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-type-deposit'));
    fireEvent.click(screen.getByTestId('feedback-order-pick'));
    const options = await screen.findAllByTestId('feedback-order-option');
    fireEvent.click(options[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('feedback-order').querySelector('input')!.value).toBe('DEP-1'),
    );
    describeAs(`  ${DESCRIPTION}  `);
    fireEvent.change(screen.getByTestId('image-uploader-input'), {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'shot.jpg', { type: 'image/jpeg' })],
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('image-uploader').querySelector('img')?.getAttribute('src')).toBe(
        IMAGE,
      ),
    );
    expect(upload.calls[0]?.purpose).toBe('feedback');
    fireEvent.click(screen.getByTestId('feedback-submit'));

    await waitFor(() => expect(save.calls).toHaveLength(1));
    const body = save.calls[0]!;
    expect({ ...body, imageUrls: JSON.parse(String(body.imageUrls)) as unknown }).toEqual({
      questionType: 'deposit',
      orderNo: 'DEP-1',
      description: DESCRIPTION,
      imageUrls: [IMAGE],
    });
    await waitFor(() => expect(currentUrl()).toBe(routePath('feedbackList')));
  });

  it('sends a typed order number and no image list when there is none', async () => {
    const { save } = serve();
    renderPage(<FeedbackPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-type-withdrawal'));
    fireEvent.change(screen.getByTestId('feedback-order').querySelector('input')!, {
      target: { value: ' WD-77 ' },
    });
    describeAs(DESCRIPTION);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(save.calls).toEqual([
        { questionType: 'withdrawal', orderNo: 'WD-77', description: DESCRIPTION },
      ]),
    );
  });

  it('keeps the form as typed when the server refuses, the shell showing its message', async () => {
    serve();
    server.use(refuse('feedbackSave', 1, 'Only orders from the last 7 days can be chosen'));
    const { refusals, currentUrl } = renderPage(<FeedbackPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-type-deposit'));
    describeAs(DESCRIPTION);
    fireEvent.click(screen.getByTestId('feedback-submit'));
    await waitFor(() =>
      expect(refusals).toEqual(['Only orders from the last 7 days can be chosen']),
    );
    expect(description().value).toBe(DESCRIPTION);
    expect(currentUrl()).toBe(URL);
  });

  it('links to the player’s feedback list', async () => {
    serve();
    const { currentUrl } = renderPage(<FeedbackPage />, { url: URL });
    fireEvent.click(await screen.findByTestId('feedback-my-list'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('feedbackList')));
  });
});
