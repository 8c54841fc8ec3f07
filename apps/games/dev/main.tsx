// Standalone dev entry: `pnpm --filter games dev` serves this area alone with MSW handlers.
// Shared singletons (React, the store, the kit) load asynchronously under Module Federation; an
// entry that imports them synchronously fails with RUNTIME-006, hence this async boundary.
void import('./bootstrap');
