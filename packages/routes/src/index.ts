export { AREAS, APPS, isArea, type AreaName, type AppName } from './apps';
export {
  ROUTES,
  type Access,
  type Requirement,
  type RouteEntry,
  type RouteName,
  type RouteOf,
  type TabKey,
} from './table';
export {
  ROUTE_LIST,
  TABS,
  RETURN_PARAM,
  routeOfPath,
  routePath,
  routesOf,
  safeReturnPath,
  withQuery,
  type NamedRoute,
  type Query,
} from './lookup';
