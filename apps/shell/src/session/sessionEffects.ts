import { Toast } from '@platform/ui';
import {
  accessRestricted,
  apiRefused,
  platformApi,
  sessionExpired,
  type StartPlatformListening,
} from '@platform/api-client';
import { routePath } from '@platform/routes';
import { persistRestrictedIp, persistToken } from './persistence';
import { keywordsReloadDecision, rememberKeywords, reloadMarker } from './siteKeywords';

/** The session's side effects, in one place: persistence, redirects, toasts, the keywords reload. */
export function installSessionEffects(
  startListening: StartPlatformListening,
  navigate: (path: string) => void,
) {
  startListening({
    predicate: (_action, current, previous) => current.session.token !== previous.session.token,
    effect: (_action, api) => persistToken(api.getState().session.token),
  });
  startListening({
    actionCreator: sessionExpired,
    effect: () => navigate(routePath('login')),
  });
  startListening({
    actionCreator: accessRestricted,
    effect: (action) => {
      persistRestrictedIp(action.payload.ip);
      navigate(routePath('access'));
    },
  });
  startListening({
    actionCreator: apiRefused,
    effect: (action) => {
      Toast.show({ content: action.payload.msg, position: 'center' });
    },
  });
  startListening({
    matcher: platformApi.endpoints.getWebsiteBasicInfo.matchFulfilled,
    effect: (action) => {
      const keywords =
        action.payload.websiteBasicList.find((e) => e.configKey === 'keywords')?.configValue ?? '';
      const decision = keywordsReloadDecision(
        localStorage.getItem('siteKeywords'),
        keywords,
        reloadMarker(),
      );
      rememberKeywords(keywords);
      if (decision === 'reload') {
        sessionStorage.setItem('siteKeywordsReloaded', keywords);
        window.location.reload();
      }
    },
  });
}
