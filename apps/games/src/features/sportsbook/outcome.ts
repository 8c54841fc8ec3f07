import { type Fen, type SportsSlipView } from '@platform/api-client';
import type { TFunction } from '@platform/i18n';
import { oddsText } from './betSlip';

/**
 * The sportsbook's slips in words, as the live region reads them (docs/accessibility.md#live-region):
 * a slip placed with its state (accepted, or awaiting confirmation after a dangerous moment), then
 * a slip accepted, refused (cancelled, the stake back) or settled while the page shows it.
 */

/** "Single: Arsenal – Chelsea, Home at 1.850; stake CN¥10.00". */
export function slipWords(slip: SportsSlipView, t: TFunction): string {
  return t('a11y.sportsbook.slip', {
    kind: t(`sportsbook.slip.${slip.kind}`),
    selections: slip.selections
      .map((s) =>
        t('a11y.sportsbook.selection', {
          home: s.home,
          away: s.away,
          pick: t(`sportsbook.pick.${s.pick}`),
          odds: oddsText(s.odds),
        }),
      )
      .join(', '),
    amount: slip.stake as Fen,
  });
}

/** The answer to Place: "Slip placed: …. Accepted" or "…. Dangerous ball - awaiting confirmation". */
export function slipPlacedWords(slip: SportsSlipView, t: TFunction): string {
  return t('a11y.sportsbook.placed', {
    slip: slipWords(slip, t),
    state: t(`sportsbook.slipState.${slip.state}`),
  });
}

/** A slip whose state changed: accepted, refused with the stake back, or settled with its return. */
export function slipChangedWords(slip: SportsSlipView, t: TFunction): string {
  const words = slipWords(slip, t);
  if (slip.state === 'accepted') return t('a11y.sportsbook.accepted', { slip: words });
  if (slip.state === 'cancelled') return t('a11y.sportsbook.refused', { slip: words });
  return t('a11y.sportsbook.settled', {
    slip: words,
    state: t(`sportsbook.slipState.${slip.state}`),
    amount: (slip.returned ?? 0) as Fen,
  });
}

/**
 * The slips whose state changed between two answers, in words, or null. A slip first seen is the
 * page itself or a slip just placed (read out with its answer), not news.
 */
export function slipNews(
  before: readonly SportsSlipView[] | undefined,
  after: readonly SportsSlipView[],
  t: TFunction,
): string | null {
  if (!before) return null;
  const was = new Map(before.map((slip) => [slip.slipId, slip.state]));
  const news = after
    .filter((slip) => {
      const state = was.get(slip.slipId);
      return state !== undefined && state !== slip.state && slip.state !== 'pending';
    })
    .map((slip) => slipChangedWords(slip, t));
  return news.length > 0
    ? news.reduce((first, second) => t('a11y.outcome.then', { first, second }))
    : null;
}
