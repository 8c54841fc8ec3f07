import { useTranslation } from '@platform/i18n';
import { Money } from '@platform/ui';
import type { Fen } from '@platform/api-client';

/** A round's line under the table: what it returned and what it staked. */
export function RoundNet({
  round,
  className,
  testId,
  returnedTestId,
}: {
  round: { returned: Fen; stake: Fen };
  className?: string;
  testId?: string;
  /** Marks the returned amount on its own, for a screen whose tests read it. */
  returnedTestId?: string;
}) {
  const { t } = useTranslation('games');
  const returned = <Money fen={round.returned} />;
  return (
    <p className={className} data-testid={testId}>
      {t('play.returned')}{' '}
      {returnedTestId ? <span data-testid={returnedTestId}>{returned}</span> : returned} ·{' '}
      {t('play.stake')} <Money fen={round.stake} />
    </p>
  );
}
