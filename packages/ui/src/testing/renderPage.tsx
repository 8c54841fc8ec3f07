import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StoreProvider } from '@platform/api-client';
import { createMemoryRouter, RouterProvider, useLocation } from '@platform/ui/router';
import { apiRefused, createPlatformStore, type SessionState } from '@platform/api-client';
import { memberFixture } from '@platform/api-client/mocks';

/** Wherever the page navigated to, shown so a test can read it. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{`${location.pathname}${location.search}`}</div>;
}

/**
 * One page at `url` with its own store (a logged-in player with a payment password unless the
 * session says otherwise) and a router whose every other path shows where the page went. `refusals`
 * collects the message of every refused call, which the shell shows the player as a toast;
 * `startListening` lets a test add the shell's own session effects; `currentUrl` is where the page
 * is now (path and query).
 */
export function renderPage(
  page: ReactElement,
  { url, session = {} }: { url: string; session?: Partial<SessionState> },
) {
  const { store, startListening } = createPlatformStore({
    token: 'test-token',
    isLogin: true,
    userInfo: memberFixture(),
    payPwdSet: true,
    langTypVal: 3,
    ...session,
  });
  const refusals: string[] = [];
  startListening({
    actionCreator: apiRefused,
    effect: ({ payload }) => void refusals.push(payload.msg),
  });
  const path = url.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, startListening, refusals, currentUrl };
}
