/**
 * The integrity each area entry must have, by URL (docs/architecture.md#delivery): the loader
 * records it before loading, the federation runtime plugin puts it on the entry's script tag, and
 * the browser refuses a file that does not match. Kept on the global object so the runtime plugin,
 * which the federation runtime loads on its own, reads the same map as the loader.
 */
const KEY = Symbol.for('platform.entryIntegrity');
type Holder = typeof globalThis & { [KEY]?: Map<string, string> };

export function entryIntegrity(): Map<string, string> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}
