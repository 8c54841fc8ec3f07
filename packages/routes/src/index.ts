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
  routeOfPath,
  routePath,
  routesOf,
  withQuery,
  type NamedRoute,
  type Query,
} from './lookup';
