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
      // While the round is on its way the button stays named and disabled rather than loading:
      // the kit's loading button swaps its label for an unnamed spinner (axe's button-name, mid-round,
      // docs/accessibility.md#names-and-landmarks); the table's own motion shows the round is coming.
      disabled={total === 0 || sending}
      sending={false}
      outcomeUnknown={outcomeUnknown}
      onSubmit={onPlay}
      onRetry={onRetry}
    />
  );
}
