import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createPlatformStore, type SessionState } from '@platform/api-client';
import { memberFixture } from '@platform/api-client/mocks';

/** Wherever the page navigated to, shown so a test can read it. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{`${location.pathname}${location.search}`}</div>;
}

/**
 * One page at `url` with its own store (a logged-in player with a payment password unless the
 * session says otherwise) and a router whose every other path shows where the page went.
 */
export function renderPage(
  page: ReactElement,
  { url, session = {} }: { url: string; session?: Partial<SessionState> },
) {
  const { store } = createPlatformStore({
    token: 'test-token',
    isLogin: true,
    userInfo: memberFixture(),
    payPwdSet: true,
    langTypVal: 3,
    ...session,
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
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
