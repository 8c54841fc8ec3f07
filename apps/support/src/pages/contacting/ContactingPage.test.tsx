import { routePath } from '@platform/routes';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse } from '@platform/api-client/mocks';
import {
  CHAT_POLL_MS,
  streamStatusChanged,
  type ChatConversation,
  type ChatMessage,
} from '@platform/api-client';
import {
  act,
  fireEvent,
  inputOf,
  recordCalls,
  renderPage,
  screen,
  server,
  typeInto,
  waitFor,
  within,
} from '@platform/ui/testing';
import ContactingPage from './ContactingPage';

const GUEST = { token: null, isLogin: false, userInfo: null };
const KEY = 'k'.repeat(43);
const STORED_KEY = 's'.repeat(43);

const conversation = (group: ChatConversation['group'] = 'online'): ChatConversation => ({
  id: 7,
  group,
  status: 'open',
  displayName: 'Anna',
  agentName: null,
  createdAt: '2026-11-24T08:00:00.000Z',
});

let nextId = 100;
const message = (author: ChatMessage['author'], extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: nextId++,
  conversationId: 7,
  author,
  authorName: author === 'agent' ? 'Lily' : author === 'player' ? 'Anna' : '',
  text: `${author} line`,
  imageUrl: null,
  clientId: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  readAt: null,
  ...extra,
});

/** The server side of one conversation: what it holds, answering the chat calls. */
function chatServer(group: ChatConversation['group'] = 'online', held: ChatMessage[] = []) {
  const messages = [...held];
  const open = recordCalls('openChat', (body) => ({
    conversation: conversation(group),
    visitorKey: body.guestName ? KEY : null,
  }));
  const read = recordCalls('getChatMessages', () => ({
    conversation: conversation(group),
    messages,
    hasEarlier: false,
  }));
  const send = recordCalls('sendChatMessage', (body) => {
    const stored =
      messages.find((m) => m.clientId === body.clientId) ??
      message('player', { clientId: String(body.clientId), text: String(body.text) });
    if (!messages.includes(stored)) messages.push(stored);
    return { message: stored };
  });
  const image = recordCalls('sendChatImage', (body) => {
    const stored = message('player', {
      clientId: String(body.clientId),
      text: null,
      imageUrl: '/web/upload/file/9',
    });
    messages.push(stored);
    return { message: stored };
  });
  const readChat = recordCalls('readChat', {});
  server.use(
    open.handler,
    read.handler,
    send.handler,
    image.handler,
    readChat.handler,
    answer('getServiceDesks', {
      desks: [
        {
          id: 1,
          group,
          name: group === 'online' ? 'Online agents' : 'Finance agents',
          channel: 'chat',
          address: null,
          opensAt: null,
          closesAt: null,
          isOpen: true,
        },
      ],
    }),
  );
  return { messages, open, read, send, image, readChat };
}

const url = (query: Record<string, string> = {}) => routePath('contacting', query);

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('contacting: opening the conversation', () => {
  it('shows the slider when the API asks a guest for a captcha, and opens with the name and its pass', async () => {
    const chat = chatServer();
    let asked = 0;
    const open = recordCalls('openChat', (body) =>
      body.captchaKey === undefined && asked++ === 0
        ? HttpResponse.json({
            code: 1000,
            msg: 'Please enter the captcha to start a new conversation',
            errorCode: 'captchaRequired',
          })
        : { conversation: conversation(), visitorKey: KEY },
    );
    const verify = recordCalls('aliyunCaptcha', () => ({
      captcha: 'pass2345',
      captchaKey: 'pass-1',
    }));
    server.use(
      open.handler,
      verify.handler,
      answer('getSliderCaptcha', {
        captchaKey: 'slide-1',
        background: 'data:image/svg+xml;base64,PHN2Zy8+',
        piece: 'data:image/svg+xml;base64,PHN2Zy8+',
        pieceTop: 20,
      }),
    );
    renderPage(<ContactingPage />, { url: url(), session: GUEST });
    await screen.findByTestId('guest-name-form');
    typeInto('guest-name-input', 'Anna');
    fireEvent.click(screen.getByTestId('guest-name-submit'));
    await screen.findByTestId('chat-captcha');
    const handle = await screen.findByRole('slider', { name: 'Slide the piece into the gap' });
    await waitFor(() => expect(document.querySelector('.kit-slider-captcha-piece')).toBeTruthy());
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await screen.findByTestId('chat-room');
    expect(verify.calls).toHaveLength(1);
    expect(verify.calls[0]).toMatchObject({ sceneId: 'chat' });
    expect(JSON.parse(String(verify.calls[0]!.captchaVerifyParam))).toMatchObject({
      captchaKey: 'slide-1',
      position: 20,
    });
    expect(open.calls).toEqual([
      { group: 'online', guestName: 'Anna' },
      { group: 'online', guestName: 'Anna', captchaKey: 'pass-1', captchaCode: 'pass2345' },
    ]);
    expect(chat.open.calls).toHaveLength(0);
  });

  it('asks a guest without a key for a name, opens with it and keeps the answered key', async () => {
    const chat = chatServer();
    const { store, unmount } = renderPage(<ContactingPage />, { url: url(), session: GUEST });
    await screen.findByTestId('guest-name-form');
    expect(chat.open.calls).toHaveLength(0);
    typeInto('guest-name-input', '  Anna ');
    fireEvent.click(screen.getByTestId('guest-name-submit'));
    await screen.findByTestId('chat-room');
    expect(chat.open.calls).toEqual([{ group: 'online', guestName: 'Anna' }]);
    expect(localStorage.getItem('support.chat.visitor.online')).toBe(KEY);
    // The guest's key opens the event stream for the conversation, and is cleared on leaving.
    await waitFor(() => expect(store.getState().eventStream.visitorKey).toBe(KEY));
    await waitFor(() =>
      expect(chat.read.calls[0]).toMatchObject({ conversationId: '7', visitorKey: KEY }),
    );
    unmount();
    expect(store.getState().eventStream.visitorKey).toBeNull();
  });

  it('refuses an empty name before asking the server', async () => {
    const chat = chatServer();
    renderPage(<ContactingPage />, { url: url(), session: GUEST });
    await screen.findByTestId('guest-name-form');
    fireEvent.click(screen.getByTestId('guest-name-submit'));
    expect(
      await screen.findByText('Enter your name (1 to 30 characters) to start chatting'),
    ).toBeTruthy();
    expect(chat.open.calls).toHaveLength(0);
  });

  it("reuses a guest's kept key for the group without asking the name", async () => {
    localStorage.setItem('support.chat.visitor.finance', STORED_KEY);
    const chat = chatServer('finance');
    renderPage(<ContactingPage />, { url: url({ group: 'finance' }), session: GUEST });
    await screen.findByTestId('chat-room');
    expect(chat.open.calls).toEqual([{ group: 'finance', visitorKey: STORED_KEY }]);
    expect(screen.queryByTestId('guest-name-form')).toBeNull();
    expect(localStorage.getItem('support.chat.visitor.finance')).toBe(STORED_KEY);
  });

  it('opens a member conversation by the token alone', async () => {
    const chat = chatServer('finance');
    const { store } = renderPage(<ContactingPage />, { url: url({ group: 'finance' }) });
    await screen.findByTestId('chat-room');
    expect(chat.open.calls).toEqual([{ group: 'finance' }]);
    expect(store.getState().eventStream.visitorKey).toBeNull();
    await waitFor(() => expect(chat.read.calls[0]).toEqual({ conversationId: '7' }));
    expect(screen.getByTestId('chat-header').textContent).toContain('Finance agents');
  });

  it('starts a finance question about an order with the order', async () => {
    chatServer('finance');
    renderPage(<ContactingPage />, { url: url({ group: 'finance', order: 'D202611240001' }) });
    await screen.findByTestId('chat-room');
    expect(inputOf('chat-input').value).toBe('About order D202611240001: ');
  });

  it('offers a new conversation once an agent has closed this one, instead of the text box', async () => {
    const chat = chatServer();
    server.use(
      answer('getChatMessages', {
        conversation: { ...conversation(), status: 'closed' },
        messages: [],
        hasEarlier: false,
      }),
    );
    renderPage(<ContactingPage />, { url: url() });
    expect((await screen.findByTestId('chat-ended')).textContent).toContain(
      'This conversation has ended.',
    );
    expect(screen.queryByTestId('chat-input')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-reopen'));
    await waitFor(() => expect(chat.open.calls).toHaveLength(2));
    expect(chat.open.calls[1]).toEqual({ group: 'online' });
  });
});

describe('contacting: lines', () => {
  it('shows the sides, the agent by name, the system lines and sent/read', async () => {
    chatServer('online', [
      message('system', { text: 'Welcome to support' }),
      message('player', { text: 'Hello', readAt: '2026-11-24T08:01:00.000Z', clientId: 'a' }),
      message('agent', { text: 'Hi, I am Lily', readAt: '2026-11-24T08:02:00.000Z' }),
      message('player', { text: 'My deposit?', clientId: 'b' }),
    ]);
    renderPage(<ContactingPage />, { url: url() });
    await screen.findByText('My deposit?');
    const lines = screen.getAllByTestId('chat-message');
    expect(lines.map((l) => l.getAttribute('data-author'))).toEqual([
      'system',
      'player',
      'agent',
      'player',
    ]);
    expect(within(lines[2]!).getByText('Lily')).toBeTruthy();
    expect(screen.getAllByTestId('chat-status').map((s) => s.textContent)).toEqual([
      'Read',
      'Sent',
    ]);
  });

  it('keeps the lines in a named log, so a new agent line is read out without moving focus', async () => {
    chatServer('online', [message('agent', { text: 'Hi, I am Lily' })]);
    renderPage(<ContactingPage />, { url: url() });
    await screen.findByText('Hi, I am Lily');
    const log = screen.getByRole('log', { name: 'Conversation with support' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.getAttribute('tabindex')).toBe('0');
    expect(within(log).getByText('Hi, I am Lily')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send an image' })).toBeTruthy();
  });

  it('sends a line with a clientId, shows it at once, then as sent', async () => {
    const chat = chatServer();
    renderPage(<ContactingPage />, { url: url() });
    await screen.findByTestId('chat-room');
    typeInto('chat-input', 'Where is my money?');
    expect(screen.getByTestId('chat-counter').textContent).toBe('18/500');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(screen.getByText('Where is my money?')).toBeTruthy();
    expect(inputOf('chat-input').value).toBe('');
    await waitFor(() => expect(chat.send.calls).toHaveLength(1));
    expect(chat.send.calls[0]).toEqual({
      conversationId: '7',
      clientId: expect.stringMatching(/^[\w-]{16,}$/),
      text: 'Where is my money?',
    });
    await waitFor(() => expect(screen.getByTestId('chat-status').textContent).toBe('Sent'));
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('shows a line that got no answer as not sent, and its retry sends the same clientId', async () => {
    const chat = chatServer();
    let down = true;
    const send = recordCalls('sendChatMessage', (body) => {
      if (down) return HttpResponse.error();
      const stored = message('player', {
        clientId: String(body.clientId),
        text: String(body.text),
      });
      chat.messages.push(stored);
      return { message: stored };
    });
    server.use(send.handler);
    renderPage(<ContactingPage />, { url: url() });
    await screen.findByTestId('chat-room');
    typeInto('chat-input', 'Are you there?');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByTestId('chat-failed')).toBeTruthy();
    expect(screen.getByTestId('chat-failed').textContent).toBe('Not sent');
    down = false;
    fireEvent.click(screen.getByTestId('chat-retry'));
    await waitFor(() => expect(screen.getByTestId('chat-status').textContent).toBe('Sent'));
    expect(send.calls).toHaveLength(2);
    expect(send.calls[1]!.clientId).toBe(send.calls[0]!.clientId);
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('keeps the text when the server refuses the line', async () => {
    chatServer();
    server.use(refuse('sendChatMessage', 429, 'Too frequent, try again later'));
    const { refusals } = renderPage(<ContactingPage />, { url: url() });
    await screen.findByTestId('chat-room');
    typeInto('chat-input', 'Hello?');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(refusals).toEqual(['Too frequent, try again later']));
    await waitFor(() => expect(inputOf('chat-input').value).toBe('Hello?'));
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
  });

  it('sends an image as a line, and refuses a wrong type or a too large one before sending', async () => {
    const chat = chatServer();
    renderPage(<ContactingPage />, { url: url() });
    await screen.findByTestId('chat-room');
    const pick = (file: File) =>
      fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } });
    pick(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only png, jpg and jpeg images are supported')).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    pick(big);
    expect(await screen.findByText('The image cannot exceed 15 MB')).toBeTruthy();
    expect(chat.image.calls).toHaveLength(0);

    pick(new File(['png'], 'voucher.png', { type: 'image/png' }));
    // The line shows at once with its upload progress.
    expect(screen.getByTestId('chat-upload').textContent).toBe('Uploading image 0%');
    await waitFor(() => expect(chat.image.calls).toHaveLength(1));
    expect(chat.image.calls[0]).toMatchObject({
      conversationId: '7',
      clientId: expect.any(String),
    });
    expect(chat.image.calls[0]!.file).toBeInstanceOf(File);
    const line = await waitFor(() => {
      const img = screen.getByTestId('chat-message').querySelector('img');
      expect(img).toBeTruthy();
      return img!;
    });
    expect(line.getAttribute('src')).toBe('/web/upload/file/9');
  });

  it("marks the agents' lines read up to the newest agent line", async () => {
    const chat = chatServer('online', [
      message('agent', { id: 3, readAt: '2026-11-24T08:02:00.000Z' }),
      message('agent', { id: 5 }),
      message('agent', { id: 8 }),
      message('player', { id: 9, clientId: 'x' }),
    ]);
    renderPage(<ContactingPage />, { url: url() });
    await waitFor(() =>
      expect(chat.readChat.calls).toEqual([{ conversationId: '7', upToId: '8' }]),
    );
  });

  it('asks nothing when every agent line is read', async () => {
    const chat = chatServer('online', [message('agent', { readAt: '2026-11-24T08:02:00.000Z' })]);
    renderPage(<ContactingPage />, { url: url() });
    await screen.findByText('agent line');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chat.readChat.calls).toHaveLength(0);
  });

  it('polls the lines only while the event stream is not open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const chat = chatServer();
    const { store } = renderPage(<ContactingPage />, { url: url() });
    act(() => void store.dispatch(streamStatusChanged('down')));
    await screen.findByTestId('chat-room');
    await waitFor(() => expect(chat.read.calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS + 100));
    await waitFor(() => expect(chat.read.calls).toHaveLength(2));

    act(() => void store.dispatch(streamStatusChanged('open')));
    const asked = chat.read.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3));
    expect(chat.read.calls).toHaveLength(asked);
  });
});
