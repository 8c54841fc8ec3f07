import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { formatFen, type PayloadOf } from '@platform/api-client';
import { MONEY_LIMIT_KINDS } from '@platform/api-client/contract';
import { BusinessTimeNote, formatDateTime, List } from '@platform/ui';
import { limitId } from '../rules';
import { MoneyLimitSheet } from './MoneyLimitSheet';
import { PendingChange } from './PendingChange';

export type MoneyLimit = PayloadOf<'getPlayerProtection'>['limits'][number];

/** "¥1,000.00": a limit's amounts read in yuan, as the server's refusals write them (a loss may be below zero). */
export const yuan = (fen: number) => (fen < 0 ? `-¥${formatFen(-fen)}` : `¥${formatFen(fen)}`);

/**
 * The nine money limits, by kind (deposit, loss, wager) and period: the limit, what is used and
 * left, when the period resets, a waiting raise or removal; a tap opens the sheet to change it
 * (docs/product-rules.md#responsible-gambling).
 */
export function MoneyLimits({ limits }: { limits: readonly MoneyLimit[] }) {
  const { t, i18n } = useTranslation('account');
  const [editing, setEditing] = useState<MoneyLimit | null>(null);
  return (
    <section data-testid="protection-money">
      <h3 className="account-protection-heading">{t('protection.money.title')}</h3>
      <p className="account-hint">{t('protection.money.intro')}</p>
      <BusinessTimeNote />
      {MONEY_LIMIT_KINDS.map((kind) => (
        <List
          key={kind}
          header={t(`protection.money.kind.${kind}`)}
          className="account-list"
          data-testid={`protection-kind-${kind}`}
        >
          {limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => {
              const id = limitId(limit.kind, limit.period);
              const resets = formatDateTime(limit.resetsAt, i18n.language);
              return (
                <List.Item
                  key={id}
                  data-testid={`limit-${id}`}
                  onClick={() => setEditing(limit)}
                  extra={
                    <span data-testid={`limit-${id}-amount`}>
                      {limit.amount === null ? t('protection.none') : yuan(limit.amount)}
                    </span>
                  }
                  description={
                    <>
                      <span className="account-protection-line" data-testid={`limit-${id}-use`}>
                        {limit.amount === null || limit.left === null
                          ? t('protection.money.usedOnly', { used: yuan(limit.used) })
                          : t('protection.money.use', {
                              used: yuan(limit.used),
                              left: yuan(limit.left),
                            })}
                      </span>
                      <span className="account-protection-line" data-testid={`limit-${id}-resets`}>
                        {t('protection.money.resets', { time: resets })}
                      </span>
                      {limit.pending && (
                        <PendingChange
                          pending={limit.pending}
                          valueText={
                            limit.pending.value === null ? null : yuan(limit.pending.value)
                          }
                          limit={limit.kind}
                          period={limit.period}
                          testId={`limit-${id}`}
                        />
                      )}
                    </>
                  }
                >
                  {t(`protection.money.period.${limit.period}`)}
                </List.Item>
              );
            })}
        </List>
      ))}
      <MoneyLimitSheet limit={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
