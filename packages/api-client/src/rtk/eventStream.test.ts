// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from './baseApi';
import { chatVisitorKeyChanged, installEventStream, tagsForStreamEvent } from './eventStream';
import { loggedOut } from './session';
import { createPlatformStore } from './store';

function streamResponse(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      // The stream stays open, as the server's does.
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('the member event stream client', () => {
  it('re-reads everything it covers when the stream opens or the server resyncs', () => {
    expect(tagsForStreamEvent('ready')).toContain('Chat');
    expect(tagsForStreamEvent('resync')).toContain('Chat');
    expect(tagsForStreamEvent('chat')).toEqual(['Chat']);
    expect(tagsForStreamEvent('unknown')).toEqual([]);
  });

  it('opens on the member token, reports open, and re-reads the chat when a chat event arrives', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      streamResponse('event: ready\ndata: {}\n\nevent: chat\ndata: {"ref":12}\n\n'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { store } = createPlatformStore({ token: 'tok-1', isLogin: true, langTypVal: 3 });
    const invalidate = vi.spyOn(baseApi.util, 'invalidateTags');
    stops.push(installEventStream(store), () => invalidate.mockRestore());

    await vi.waitFor(() => expect(store.getState().eventStream.status).toBe('open'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/web\/events$/);
    expect(new Headers(init.headers).get('token')).toBe('tok-1');
    expect(new Headers(init.headers).get('lang')).toBe('3');
    // `ready` re-reads every streamed tag; `chat` re-reads the chat.
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(invalidate).toHaveBeenLastCalledWith(['Chat']);
  });

  it('opens for a guest with a chat visitor key and closes when neither credential is left', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      void init;
      return streamResponse('event: ready\ndata: {}\n\n');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { store } = createPlatformStore();
    stops.push(installEventStream(store));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().eventStream.status).toBe('off');

    store.dispatch(chatVisitorKeyChanged('k'.repeat(43)));
    await vi.waitFor(() => expect(store.getState().eventStream.status).toBe('open'));
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('visitor')).toBe('k'.repeat(43));

    store.dispatch(chatVisitorKeyChanged(null));
    store.dispatch(loggedOut());
    expect(store.getState().eventStream.status).toBe('off');
    expect((fetchMock.mock.calls[0]![1].signal as AbortSignal).aborted).toBe(true);
  });

  it('stops retrying when the server refuses the credential', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = createPlatformStore({ token: 'revoked', isLogin: true });
    stops.push(installEventStream(store));
    await vi.waitFor(() => expect(store.getState().eventStream.status).toBe('down'));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
