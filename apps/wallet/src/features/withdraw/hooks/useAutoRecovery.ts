import { useEffect, useRef } from 'react';
import { useGetUserTransInfoQuery, useOneTouchTransferMutation } from '@platform/api-client';

/**
 * In auto-transfer mode the money sits in the venues, so opening the withdraw page first recovers
 * every venue balance into the central wallet (once per visit; docs/product-rules.md#transfers).
 * The recovery refreshes the balance, and with it the quota the form checks against.
 */
export function useAutoRecovery() {
  const info = useGetUserTransInfoQuery();
  const [recover, result] = useOneTouchTransferMutation();
  const started = useRef(false);
  const autoTransfer = info.data?.autoTransfer ?? false;
  useEffect(() => {
    if (!autoTransfer || started.current) return;
    started.current = true;
    void recover();
  }, [autoTransfer, recover]);
  return {
    autoTransfer,
    recovering: result.isLoading,
    recovered: result.data ?? null,
  };
}
