import { useEffect, useRef } from 'react';
import type { SportsSlipView } from '@platform/api-client';
import { useTranslation } from '@platform/i18n';
import { announce } from '@platform/ui';
import { slipNews } from '../outcome';

/**
 * Reads out the slips whose state a new poll changed (docs/accessibility.md#live-region): accepted
 * after a dangerous moment, refused with the stake back, or settled.
 */
export function useSlipNews(slips: readonly SportsSlipView[] | undefined) {
  const { t } = useTranslation('games');
  const seen = useRef<readonly SportsSlipView[] | undefined>(undefined);
  useEffect(() => {
    if (!slips) return;
    const news = slipNews(seen.current, slips, t);
    seen.current = slips;
    if (news) announce(news);
  }, [slips, t]);
}
