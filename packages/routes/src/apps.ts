/**
 * The apps of the product: the shell and the five areas. This list is the only place that names
 * them; lint zones, the shell's routing, build ports, the site server and the tests read it.
 */
export const AREAS = ['wallet', 'games', 'promotions', 'account', 'support'] as const;
export type AreaName = (typeof AREAS)[number];

export const APPS = ['shell', ...AREAS] as const;
export type AppName = (typeof APPS)[number];

export function isArea(name: string): name is AreaName {
  return (AREAS as readonly string[]).includes(name);
}
