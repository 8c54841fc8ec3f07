import { fetchEventSource } from '@microsoft/fetch-event-source';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PLAY_SESSION_STREAM_EVENT, PROTECTION_STREAM_EVENT } from '../contract/constants';
import { LANGUAGE_HEADER, TOKEN_HEADER } from '../contract/envelope';
import type { Tag } from '../contract/define';
import { baseApi } from './baseApi';
import { apiUrl } from './baseQuery';
import { useAppSelector } from './hooks';
import type { SessionState } from './session';

/**
 * The member event stream's client (docs/product-rules.md#event-stream): one stream per page,
 * opened by the shell while there is a member token or a chat visitor key. An event names what
 * changed; the app re-reads it by invalidating its tags. While the stream is not open, the pages
 * that rely on it poll instead (useStreamFallbackPolling).
 */
export type StreamStatus = 'off' | 'connecting' | 'open' | 'down';

export interface EventStreamState {
  status: StreamStatus;
  /** A guest's chat key: it opens the stream for their conversation. */
  visitorKey: string | null;
}

const initialState: EventStreamState = { status: 'off', visitorKey: null };

export const eventStreamSlice = createSlice({
  name: 'eventStream',
  initialState,
  reducers: {
    streamStatusChanged(state, action: PayloadAction<StreamStatus>) {
      state.status = action.payload;
    },
    chatVisitorKeyChanged(state, action: PayloadAction<string | null>) {
      state.visitorKey = action.payload;
    },
  },
});
export const { streamStatusChanged, chatVisitorKeyChanged } = eventStreamSlice.actions;

/** One event of the stream: its type and the id of what changed. */
export const streamEvent = createAction<{ type: string; ref: number | null }>('eventStream/event');

type PushListener = (data: unknown) => void;
const pushListeners = new Map<string, Set<PushListener>>();

/**
 * Hears the data of each stream event of `type` (the `balance` events carry the balances
 * themselves); answers the function that stops hearing. An RTK Query cache entry subscribes here
 * from its onCacheEntryAdded.
 */
export function onStreamPush(type: string, listener: PushListener): () => void {
  let set = pushListeners.get(type);
  if (!set) {
    set = new Set();
    pushListeners.set(type, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * What each event type makes the app re-read. `ready` (the stream opened or reopened) and `resync`
 * (the server missed notifications) re-read every tag here: events sent meanwhile were lost.
 */
export const STREAM_EVENT_TAGS: Readonly<Record<string, readonly Tag[]>> = {
  chat: ['Chat'],
  feedback: ['Feedback', 'Messages'],
  [PLAY_SESSION_STREAM_EVENT]: ['PlaySession'],
  [PROTECTION_STREAM_EVENT]: ['PlayerProtection', 'PlaySession'],
};
const ALL_STREAM_TAGS = [...new Set(Object.values(STREAM_EVENT_TAGS).flat())];

export function tagsForStreamEvent(type: string): readonly Tag[] {
  if (type === 'ready' || type === 'resync') return ALL_STREAM_TAGS;
  return STREAM_EVENT_TAGS[type] ?? [];
}

/** The header that carries a chat visitor's key (the server's topic resolver reads it). */
export const VISITOR_HEADER = 'visitor';
const STREAM_PATH = 'events';
/** Back-off between attempts while the stream cannot open; polling covers the gap. */
const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

class StopRetrying extends Error {}

interface StreamStore {
  dispatch: (action: unknown) => unknown;
  getState: () => { session: SessionState; eventStream: EventStreamState };
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps the one stream open while the store holds a token or a visitor key, reopening it when
 * either changes; answers the function that stops it. The shell calls it once at start.
 */
export function installEventStream(store: StreamStore): () => void {
  let current: { key: string; controller: AbortController } | null = null;

  const credentials = () => {
    const { session, eventStream } = store.getState();
    return { token: session.token, visitorKey: eventStream.visitorKey, lang: session.langTypVal };
  };

  const open = (
    controller: AbortController,
    token: string | null,
    visitorKey: string | null,
    lang: number,
  ) => {
    const headers: Record<string, string> = { [LANGUAGE_HEADER]: String(lang) };
    if (token) headers[TOKEN_HEADER] = token;
    if (visitorKey) headers[VISITOR_HEADER] = visitorKey;
    let failures = 0;
    store.dispatch(streamStatusChanged('connecting'));
    void fetchEventSource(apiUrl(STREAM_PATH), {
      headers,
      signal: controller.signal,
      // A hidden page closes its stream and reopens (with `ready`, a re-read) when shown again.
      openWhenHidden: false,
      async onopen(response) {
        if (response.ok && response.headers.get('content-type')?.includes('text/event-stream')) {
          failures = 0;
          return;
        }
        // A refused credential will not get better by retrying; the calls handle the session.
        if (response.status === 401 || response.status === 403) throw new StopRetrying();
        throw new Error(`event stream answered ${response.status}`);
      },
      onmessage(message) {
        if (message.event === 'ready') store.dispatch(streamStatusChanged('open'));
        const type = message.event || 'message';
        let data: unknown = {};
        try {
          data = JSON.parse(message.data || '{}');
        } catch {
          // An event without data still names what to re-read.
        }
        const ref = (data as { ref?: unknown } | null)?.ref;
        store.dispatch(streamEvent({ type, ref: typeof ref === 'number' ? ref : null }));
        for (const listener of pushListeners.get(type) ?? []) listener(data);
      },
      onclose() {
        store.dispatch(streamStatusChanged('down'));
        // The server ended the stream (a restart, a logout elsewhere): try again.
        throw new Error('event stream closed');
      },
      onerror(error) {
        if (controller.signal.aborted) throw error;
        store.dispatch(streamStatusChanged('down'));
        if (error instanceof StopRetrying) throw error;
        failures += 1;
        return RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)];
      },
    }).catch(() => {
      if (!controller.signal.aborted) store.dispatch(streamStatusChanged('down'));
    });
  };

  const sync = () => {
    const { token, visitorKey, lang } = credentials();
    const key = token || visitorKey ? `${token ?? ''}|${visitorKey ?? ''}|${lang}` : '';
    if (current?.key === key) return;
    current?.controller.abort();
    current = null;
    if (!key) {
      if (store.getState().eventStream.status !== 'off') store.dispatch(streamStatusChanged('off'));
      return;
    }
    // Recorded before opening: opening dispatches, and this runs again on every dispatch.
    current = { key, controller: new AbortController() };
    open(current.controller, token, visitorKey, lang);
  };

  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    current?.controller.abort();
    current = null;
  };
}

/** Re-reads what a stream event names (installed with the store). */
export function invalidateOnStreamEvent(
  dispatch: (action: unknown) => unknown,
  type: string,
): void {
  const tags = tagsForStreamEvent(type);
  if (tags.length > 0) dispatch(baseApi.util.invalidateTags([...tags]));
}

/**
 * A query that the stream keeps fresh polls at `intervalMs` only while the stream is not open:
 * pass the answer as the query's pollingInterval (0 means no polling).
 */
export function useStreamFallbackPolling(intervalMs: number): number {
  const status = useAppSelector((state) => state.eventStream.status);
  return status === 'open' ? 0 : intervalMs;
}
