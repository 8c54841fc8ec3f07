import { useTranslation } from '@platform/i18n';
import { percentOf } from '../returns';
import type { PayRow } from '../paytables';
import { RulesTable } from './RulesTable';

/**
 * A game's paytable: each bet, what a win pays (winnings to one staked), and where the rows have
 * them the pockets covered and the return to player.
 */
export function PayTable({
  caption,
  rows,
  testId,
}: {
  caption: string;
  rows: readonly PayRow[];
  testId: string;
}) {
  const { t } = useTranslation('games');
  const covers = rows.some((row) => row.covers !== undefined);
  const rtp = rows.some((row) => row.rtp !== undefined);
  return (
    <RulesTable
      caption={caption}
      testId={testId}
      head={[
        t('rules.col.bet'),
        ...(covers ? [t('rules.col.covers')] : []),
        t('rules.col.pays'),
        ...(rtp ? [t('rules.col.rtp')] : []),
      ]}
      rows={rows.map((row) => ({
        id: row.id,
        header: t(row.bet.key, { ...row.bet.values }),
        cells: [
          ...(covers ? [row.covers ?? '—'] : []),
          <span key="pays" data-testid="pays">
            {row.pays}
          </span>,
          ...(rtp ? [row.rtp ? percentOf(row.rtp) : '—'] : []),
        ],
      }))}
    />
  );
}
