import { useEffect, useRef } from 'react';
import type { Lottery6Result, Lottery6Ticket } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { announce, formatDateTime } from '@platform/ui';
import { lottery6News, type Lottery6Seen } from '../outcome';

/**
 * Reads out what a new answer changed on the screen (docs/accessibility.md#live-region): a draw that
 * appeared with its numbers, a ticket of the player's that was waiting and is now settled.
 */
export function useLottery6News(
  results: readonly Lottery6Result[] | undefined,
  tickets: readonly Lottery6Ticket[] | undefined,
) {
  const { t, i18n } = useTranslation('games');
  const seen = useRef<Lottery6Seen | undefined>(undefined);
  useEffect(() => {
    if (!results || !tickets) return;
    const now = { results, tickets };
    const news = lottery6News(
      seen.current,
      now,
      (iso) => formatDateTime(iso, i18n.language, { zone: true }),
      t,
    );
    seen.current = now;
    if (news) announce(news);
  }, [results, tickets, t, i18n.language]);
}
