import { i18next } from '@platform/i18n';
import { defineAreaRoutes } from '@platform/ui';

// The area's strings start loading with its routes, through the one shared i18next.
void i18next.loadNamespaces('games');

/**
 * The pages this area exposes to the shell, by route name. The route table (@platform/routes) lists
 * every route the area owns; a route missing here shows "this function is not yet available".
 */
const routes = defineAreaRoutes('games', {
  gameList: () => import('./pages/gameList/GameListPage'),
  betRecord: () => import('./pages/betRecord/BetRecordPage'),
  gamePlay: () => import('./pages/gamePlay/GamePlayPage'),
  gamePlayH5: () => import('./pages/gamePlayH5/GamePlayH5Page'),
  gameVerify: () => import('./pages/gameVerify/GameVerifyPage'),
  gameRules: () => import('./pages/gameRules/GameRulesPage'),
});

export default routes;
