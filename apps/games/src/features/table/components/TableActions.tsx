import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import type { Fen } from '@platform/api-client';
import { Button, Money, UnknownOutcome } from '@platform/ui';

/**
 * A table's row of actions, the same for every in-house game: clear the bets, place the last
 * round's bets again, and play them (deal, spin) with the total staked; and, when the last
 * attempt got no answer, the retry that sends the same round again.
 */
export function TableActions({
  rebetTestId,
  playTestId,
  playLabel,
  total,
  sending,
  canRebet,
  outcomeUnknown,
  onClear,
  onRebet,
  onPlay,
  onRetry,
}: {
  rebetTestId: string;
  playTestId: string;
  playLabel: ReactNode;
  total: Fen;
  sending: boolean;
  canRebet: boolean;
  outcomeUnknown: boolean;
  onClear: () => void;
  onRebet: () => void;
  onPlay: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('games');
  return (
    <>
      <div className="bac-actions">
        <Button size="small" disabled={sending || total === 0} onClick={onClear}>
          {t('play.clear')}
        </Button>
        <Button
          size="small"
          disabled={sending || !canRebet}
          data-testid={rebetTestId}
          onClick={onRebet}
        >
          {t('play.rebet')}
        </Button>
        <Button
          size="small"
          color="primary"
          loading={sending}
          disabled={total === 0}
          data-testid={playTestId}
          onClick={onPlay}
        >
          {playLabel} {total > 0 && <Money fen={total} />}
        </Button>
      </div>
      {outcomeUnknown && <UnknownOutcome loading={sending} onRetry={onRetry} />}
    </>
  );
}
