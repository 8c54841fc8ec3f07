import { useCallback } from 'react';
import { useNavigate } from '@platform/ui/router';

/** Back to the previous page, or to `fallback` when the page was opened directly (a shared link). */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
