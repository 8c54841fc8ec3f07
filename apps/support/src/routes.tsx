import { i18next } from '@platform/i18n';
import { defineAreaRoutes } from '@platform/ui';
import './support.css';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('support');

/**
 * The pages this area exposes to the shell, by route name. The route table (@platform/routes) lists
 * every route the area owns; a route missing here shows "this function is not yet available".
 */
const routes = defineAreaRoutes('support', {});

export default routes;
