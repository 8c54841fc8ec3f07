import type { ReactNode } from 'react';
import { useTranslation } from '@platform/i18n';
import type { Fen } from '@platform/api-client';
import { Button, Money, MoneyFormFooter } from '@platform/ui';

/**
 * A table's row of actions, the same for every in-house game: clear the bets, place the last
 * round's bets again, and play them (deal, spin) with the total staked; and, when the last
 * attempt got no answer, the retry that sends the same round again (the kit's money-form footer).
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
    <MoneyFormFooter
      rowClassName="bac-actions"
      actions={
        <>
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
        </>
      }
      size="small"
      label={
        <>
          {playLabel} {total > 0 && <Money fen={total} />}
        </>
      }
      testId={playTestId}
      disabled={total === 0}
      sending={sending}
      outcomeUnknown={outcomeUnknown}
      onSubmit={onPlay}
      onRetry={onRetry}
    />
  );
}
