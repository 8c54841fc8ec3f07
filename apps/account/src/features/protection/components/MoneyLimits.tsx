import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import type { PayloadOf } from '@platform/api-client';
import { MONEY_LIMIT_KINDS } from '@platform/api-client/contract';
import { BusinessTimeNote, formatDateTime, List, useMoney } from '@platform/ui';
import { limitId } from '../rules';
import { MoneyLimitSheet } from './MoneyLimitSheet';
import { PendingChange } from './PendingChange';

export type MoneyLimit = PayloadOf<'getPlayerProtection'>['limits'][number];

/**
 * The nine money limits, by kind (deposit, loss, wager) and period: the limit, what is used and
 * left, when the period resets, a waiting raise or removal; a tap opens the sheet to change it
 * (docs/product-rules.md#responsible-gambling).
 */
export function MoneyLimits({ limits }: { limits: readonly MoneyLimit[] }) {
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
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
                      {limit.amount === null ? t('protection.none') : money.format(limit.amount)}
                    </span>
                  }
                  description={
                    <>
                      <span className="account-protection-line" data-testid={`limit-${id}-use`}>
                        {limit.amount === null || limit.left === null
                          ? t('protection.money.usedOnly', { used: money.format(limit.used) })
                          : t('protection.money.use', {
                              used: money.format(limit.used),
                              left: money.format(limit.left),
                            })}
                      </span>
                      <span className="account-protection-line" data-testid={`limit-${id}-resets`}>
                        {t('protection.money.resets', { time: resets })}
                      </span>
                      {limit.pending && (
                        <PendingChange
                          pending={limit.pending}
                          valueText={
                            limit.pending.value === null ? null : money.format(limit.pending.value)
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
