import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from '@platform/ui/router';
import { NAVIGATION_FLAG_MS } from '@platform/api-client';

let navigatingUntil = 0;

/**
 * Navigation sets a flag for 1.5 s; a second tap in that time does not navigate again
 * (docs/product-rules.md#session).
 */
export function claimNavigation(now: number): boolean {
  if (now < navigatingUntil) return false;
  navigatingUntil = now + NAVIGATION_FLAG_MS;
  return true;
}

export function resetNavigationFlag() {
  navigatingUntil = 0;
}

export function useAppNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      if (claimNavigation(Date.now())) void navigate(to, options);
    },
    [navigate],
  );
}
