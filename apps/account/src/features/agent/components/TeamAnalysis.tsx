import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useQueryAgentAnalyzeQuery } from '@platform/api-client';
import { Money, QueryState } from '@platform/ui';
import { businessDate } from '@platform/api-client/contract';
import { thisBusinessMonth } from '../businessMonth';

const COUNTS = ['teamSize', 'newMembers', 'firstDepositMembers', 'activeMembers'] as const;
const AMOUNTS = [
  'depositTotal',
  'withdrawalTotal',
  'validTurnover',
  'winLose',
  'commission',
] as const;

/** An agent's team figures between two business dates (this month unless chosen otherwise). */
export function TeamAnalysis() {
  const { t } = useTranslation(['account', 'validation']);
  const [today] = useState(() => new Date());
  const [range, setRange] = useState(() => thisBusinessMonth(today));
  const valid = range.startDate !== '' && range.endDate !== '' && range.startDate <= range.endDate;
  const { data, isFetching, isLoading, isError, refetch } = useQueryAgentAnalyzeQuery(range, {
    skip: !valid,
  });
  const dateField = (key: 'startDate' | 'endDate') => (
    <label className="account-date-field">
      <small>{t(`agent.${key}`)}</small>
      <input
        type="date"
        className="account-date-input"
        value={range[key]}
        max={businessDate(today)}
        data-testid={`agent-${key}`}
        onChange={(event) => setRange((r) => ({ ...r, [key]: event.target.value }))}
      />
    </label>
  );
  return (
    <section className="account-section" data-testid="agent-analysis">
      <h3 className="account-section-title">{t('agent.analysisTitle')}</h3>
      <div className="account-date-range">
        {dateField('startDate')}
        {dateField('endDate')}
      </div>
      {!valid ? (
        <p className="account-error" data-testid="agent-range-error">
          {t('validation:date.range')}
        </p>
      ) : (
        <QueryState isLoading={isLoading} isError={isError} onRetry={() => void refetch()}>
          {data && (
            <dl className={isFetching ? 'account-figures account-stale' : 'account-figures'}>
              {COUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`agent.figure.${key}`)}</dt>
                  <dd data-testid={`agent-${key}`}>{data[key]}</dd>
                </div>
              ))}
              {AMOUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`agent.figure.${key}`)}</dt>
                  <dd data-testid={`agent-${key}`}>
                    <Money fen={data[key]} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </QueryState>
      )}
    </section>
  );
}
