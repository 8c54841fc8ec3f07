import { i18next } from '@platform/i18n';
import type { AreaRoutesModule } from '@platform/ui';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('account');

/**
 * The pages this area exposes to the shell, by path. The shell's route-ownership table lists every
 * path the area owns; a path missing here shows "this function is not yet available".
 */
const routes: AreaRoutesModule = {
  area: 'account',
  pages: [],
};

export default routes;
