import { ChunkFailure } from '../../features/errors/components/ChunkFailure';

/** The router's error page (no route): a page's code could not be loaded. */
export function ChunkFailurePage() {
  return <ChunkFailure reason="missing" />;
}
