import type { ComponentType } from 'react';
import type { AreaName, RouteOf } from '@platform/routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * What an area exposes as `./routes`: how to load each of its pages, by route name. The shell owns
 * the router and decides who may open a route (the route table in @platform/routes); a route of
 * the area that is missing here shows "this function is not yet available".
 */
export interface AreaRoutesModule<A extends AreaName = AreaName> {
  area: A;
  pages: Partial<Record<RouteOf<A>, PageLoader>>;
}

/** An area's routes module; only routes the table gives to that area type-check. */
export function defineAreaRoutes<A extends AreaName>(
  area: A,
  pages: Partial<Record<RouteOf<A>, PageLoader>>,
): AreaRoutesModule<A> {
  return { area, pages };
}

/** The loader of a page an area exposes, if it has one. */
export function areaPageLoader(routes: AreaRoutesModule, name: string): PageLoader | undefined {
  return (routes.pages as Partial<Record<string, PageLoader>>)[name];
}
