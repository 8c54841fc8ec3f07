// The router as the app sees it: the only module that imports react-router. It is a shared
// singleton (one router context for the shell and every area) built with only what is listed
// here, about half of react-router's whole package (docs/architecture.md#shared-libraries).
export {
  createHashRouter,
  createMemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router';
