import { useCallback, useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useReceiveWelfareMutation } from '@platform/api-client';
import { Toast, useMoneySubmit } from '@platform/ui';

/**
 * Claims one welfare item (docs/product-rules.md#welfare) as a money submit: one claim at a time, a
 * second tap while one is on its way sends nothing. Success says so; the call's tags refetch the
 * list (the item moves to claimed), the totals and the balance. A refusal (already claimed,
 * expired) is the server's message, shown by the shell as a toast; the tags refetch the list on a
 * refusal too, so it shows the item as it now is.
 */
export function useReceiveWelfare() {
  const { t } = useTranslation('promotions');
  const [call] = useReceiveWelfareMutation();
  // The item on its way: set only when a call is really sent, shown while it is.
  const [sentId, setSentId] = useState<number | null>(null);
  const send = useCallback(
    (id: number) => {
      setSentId(id);
      return call({ id });
    },
    [call],
  );
  const { submit, sending } = useMoneySubmit(send);
  // Claimed here, until the refetched list no longer shows them as claimable.
  const [claimedIds, setClaimedIds] = useState<ReadonlySet<number>>(new Set());
  const receive = useCallback(
    async (id: number) => {
      if (await submit(id)) {
        setClaimedIds((ids) => new Set(ids).add(id));
        Toast.show({ content: t('welfare.item.received'), icon: 'success' });
      }
    },
    [submit, t],
  );
  return { receive, receivingId: sending ? sentId : null, claimedIds };
}
