import { useSearchParams } from '@platform/ui/router';
import { RETURN_PARAM, safeReturnPath } from '@platform/routes';

/** Where the player goes once this step is done (`?redirect=`), when a page sent them here. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}
