import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useReceiveWelfareMutation } from '@platform/api-client';
import { Toast } from '@platform/ui';

/**
 * Claims one welfare item (docs/product-rules.md#welfare). One claim at a time: a second tap while
 * one is on its way sends nothing. Success says so; the call's tags refetch the list (the item moves
 * to claimed), the totals and the balance. A refusal (already claimed, expired) is the server's
 * message, shown by the shell as a toast; the tags refetch the list on a refusal too, so it shows
 * the item as it now is.
 */
export function useReceiveWelfare() {
  const { t } = useTranslation('promotions');
  const [call] = useReceiveWelfareMutation();
  const busy = useRef(false);
  const [receivingId, setReceivingId] = useState<number | null>(null);
  // Claimed here, until the refetched list no longer shows them as claimable.
  const [claimedIds, setClaimedIds] = useState<ReadonlySet<number>>(new Set());
  const receive = useCallback(
    async (id: number) => {
      if (busy.current) return;
      busy.current = true;
      setReceivingId(id);
      try {
        const result = await call({ id });
        if (result.data) {
          setClaimedIds((ids) => new Set(ids).add(id));
          Toast.show({ content: t('welfare.item.received'), icon: 'success' });
        }
      } finally {
        busy.current = false;
        setReceivingId(null);
      }
    },
    [call, t],
  );
  return { receive, receivingId, claimedIds };
}
