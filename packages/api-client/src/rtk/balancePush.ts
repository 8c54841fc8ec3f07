import { BALANCE_STREAM_EVENT } from '../contract/constants';
import type { UserBalanceMap } from '../contract/entities';
import { platformApi } from '../generated/api';
import { balancePushed } from './events';
import { onStreamPush } from './eventStream';

function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * The pushed data when it has getUserBalance's shape; anything else is ignored. Checked here
 * rather than with the contract's userBalanceMapSchema: the shell's start-up code carries no zod,
 * and home would pay for it (docs/performance.md).
 */
export function pushedBalance(data: unknown): UserBalanceMap | null {
  const map = (data as { userBalanceMap?: Partial<UserBalanceMap> } | null)?.userBalanceMap;
  if (
    !map ||
    !isFen(map.centralWallet) ||
    !isFen(map.lockWallet) ||
    !isFen(map.welfareWallet) ||
    !isFen(map.total) ||
    (map.unknownVenues !== undefined &&
      (!Array.isArray(map.unknownVenues) ||
        !map.unknownVenues.every((code) => typeof code === 'string')))
  )
    return null;
  return map as UserBalanceMap;
}

let installed = false;

/**
 * Makes getUserBalance a streaming query (docs/product-rules.md#event-stream): while its cache
 * entry lives, every `balance` the member stream pushes replaces the cached answer, with no
 * request. While the stream is down the query polls instead (useStreamFallbackPolling). Called by
 * createPlatformStore; once is enough for the one api.
 */
export function installBalancePush(): void {
  if (installed) return;
  installed = true;
  platformApi.enhanceEndpoints({
    endpoints: {
      getUserBalance: {
        async onCacheEntryAdded(
          _arg,
          { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
        ) {
          try {
            await cacheDataLoaded;
          } catch {
            // The entry went away before its first answer.
            return;
          }
          const stop = onStreamPush(BALANCE_STREAM_EVENT, (data) => {
            const userBalanceMap = pushedBalance(data);
            if (!userBalanceMap) return;
            updateCachedData((draft) => {
              draft.userBalanceMap = userBalanceMap;
            });
            dispatch(balancePushed(userBalanceMap));
          });
          await cacheEntryRemoved;
          stop();
        },
      },
    },
  });
}
