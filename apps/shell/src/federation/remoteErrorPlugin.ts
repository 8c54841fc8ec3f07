import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that cannot be fetched must not take the shell down: the failure is reported and turned
 * into an empty module, which the area loader answers with that area's fallback and a retry.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error',
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] remote ${String(id)} failed to load`, error);
      return undefined;
    },
  };
}
