import { useEffect } from 'react';
import {
  selectIsLogin,
  useAppSelector,
  useGetPlayerProtectionQuery,
  type Answer,
} from '@platform/api-client';

/** A cool-off or a self-exclusion in force (docs/product-rules.md#responsible-gambling). */
export type PlayerBreak = NonNullable<Answer<'getPlayerProtection'>['block']>;

export interface PlayerBreakState {
  /** The break in force; null when there is none (or none could be read). */
  block: PlayerBreak | null;
  /** False while a member's protection is still being read: a page waits before offering play. */
  known: boolean;
}

/** setTimeout's longest wait (about 24.8 days); a break ending later is read again on a later visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Read again a moment after the end, so the server has certainly passed it too. */
const AFTER_END_MS = 1_000;

/**
 * The member's break, for the pages that move money in: they show BreakNotice instead of their
 * form while one is in force. The event stream's `protection` event re-reads it when a break
 * starts; a page left open reads it again when it ends. A guest has none; a read that fails counts
 * as none, since the server refuses what a break stops anyway
 * (docs/product-rules.md#responsible-gambling).
 */
export function usePlayerBreak(): PlayerBreakState {
  const isLogin = useAppSelector(selectIsLogin);
  const query = useGetPlayerProtectionQuery(undefined, { skip: !isLogin });
  const block = (isLogin && query.data?.block) || null;
  const until = block?.until ?? null;
  const { refetch } = query;

  useEffect(() => {
    if (!until) return;
    const wait = Date.parse(until) - Date.now() + AFTER_END_MS;
    if (!(wait < LONGEST_TIMER_MS)) return;
    const timer = setTimeout(() => void refetch(), Math.max(wait, AFTER_END_MS));
    return () => clearTimeout(timer);
  }, [until, refetch]);

  return { block, known: !isLogin || query.data !== undefined || query.isError };
}
