import { APPS, type AppName } from '@platform/routes';

/**
 * Local ports of each app's dev server and of its served production build (scripts/serve-site):
 * the shell on 8080, the areas after it in the order of the app list.
 */
export const APP_PORTS = Object.fromEntries(
  APPS.map((app, index) => [app, 8080 + index]),
) as Record<AppName, number>;
export const API_PORT = 3100;
