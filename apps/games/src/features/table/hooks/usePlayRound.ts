import { useCallback, useRef } from 'react';
import { platformApi, useAppDispatch } from '@platform/api-client';
import { useMoneySubmit, type SendResult } from '@platform/ui';
import type { PlayAnswer } from '../types';

/**
 * One round of an in-house game: the stake leaves the venue wallet, so it is a money submit (an
 * attempt key; no answer leaves the outcome unknown and `retry` resends the same round with the
 * same key, which the venue applies once, docs/product-rules.md#money). A second tap while a
 * round is on its way sends nothing. The answer's venue balance is shown at once.
 */
export function usePlayRound<Bets>(
  platCode: string,
  play: (args: { bets: Bets; idempotencyKey: string }) => Promise<SendResult<PlayAnswer>>,
) {
  const dispatch = useAppDispatch();
  const send = useCallback(
    (bets: Bets, idempotencyKey: string) => play({ bets, idempotencyKey }),
    [play],
  );
  const { submit, retry, sending, outcomeUnknown } = useMoneySubmit(send);
  const busy = useRef(false);

  const settle = useCallback(
    (answer: PlayAnswer | null) => {
      if (answer) {
        dispatch(
          platformApi.util.updateQueryData('getUserPlatBalance', { platCode }, (draft) => {
            draft.balance = answer.venueBalance;
          }),
        );
      }
      return answer;
    },
    [dispatch, platCode],
  );

  const once = useCallback(async (run: () => Promise<PlayAnswer | null>) => {
    if (busy.current) return null;
    busy.current = true;
    try {
      return await run();
    } finally {
      busy.current = false;
    }
  }, []);

  return {
    deal: useCallback(
      (bets: Bets) => once(async () => settle(await submit(bets))),
      [once, settle, submit],
    ),
    retry: useCallback(() => once(async () => settle(await retry())), [once, settle, retry]),
    sending,
    outcomeUnknown,
  };
}
