import {
  configureStore,
  createListenerMiddleware,
  isAnyOf,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { sessionExpired } from './events';
import { eventStreamSlice, invalidateOnStreamEvent, streamEvent } from './eventStream';
import { initialSessionState, loggedOut, sessionSlice, type SessionState } from './session';
import { installBalancePush } from './balancePush';

function buildStore(preloadedSession: Partial<SessionState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      eventStream: eventStreamSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    preloadedState: { session: { ...initialSessionState, ...preloadedSession } },
  });
  return { store, listener };
}

export type PlatformStore = ReturnType<typeof buildStore>['store'];
export type PlatformState = ReturnType<PlatformStore['getState']>;
export type PlatformDispatch = PlatformStore['dispatch'];
export type StartPlatformListening = TypedStartListening<PlatformState, PlatformDispatch>;

/**
 * The one store: the shell creates it (an area's standalone dev entry creates its own). Member data
 * belongs to one player, so the api cache is dropped when a session ends.
 */
export function createPlatformStore(preloadedSession: Partial<SessionState> = {}) {
  installBalancePush();
  const { store, listener } = buildStore(preloadedSession);
  const startListening = listener.startListening as StartPlatformListening;
  startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  startListening({
    actionCreator: streamEvent,
    effect: (action, api) => invalidateOnStreamEvent(api.dispatch, action.payload.type),
  });
  return { store, startListening };
}
