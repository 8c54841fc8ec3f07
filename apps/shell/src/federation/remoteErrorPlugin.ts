import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryIntegrity } from './entryIntegrity';

/**
 * The shell's federation runtime plugin. A remote that cannot be fetched must not take the shell
 * down: the failure is turned into an empty module, which the area loader answers with the next
 * copy or version and, when none is left, the area's fallback with a retry. An area entry's script
 * carries the integrity the manifest gives it (subresource integrity).
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error',
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] remote ${String(id)} failed to load`, error);
      return undefined;
    },
    createScript({ url }) {
      const integrity = entryIntegrity().get(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
