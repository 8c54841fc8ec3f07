import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { Button, List, Tag, useAppNavigate, QueryState } from '@platform/ui';
import type { AccountKind } from '../accountKinds';
import { useAccounts } from '../hooks/useAccounts';
import { useOpenAccountForm } from '../hooks/useOpenAccountForm';
import { accountSummary } from './accountSummary';

/** The bound accounts of one kind (masked), each opening its detail, and the add button. */
export function AccountList({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation('wallet');
  const navigate = useAppNavigate();
  const openForm = useOpenAccountForm();
  const { accounts, maxCount, limitReached, isLoading, isError, refetch } = useAccounts(kind);
  const kindLabel = t(`cards.kind.${kind}`);
  return (
    <QueryState isLoading={isLoading} isError={isError} onRetry={refetch}>
      {accounts.length === 0 ? (
        <p className="wallet-empty" data-testid="accounts-empty">
          {t('cards.none', { kind: kindLabel })}
        </p>
      ) : (
        <List data-testid={`accounts-${kind}`}>
          {accounts.map((account) => {
            const summary = accountSummary(account, t);
            return (
              <List.Item
                key={account.id}
                description={<span className="wallet-account-number">{summary.number}</span>}
                extra={<Tag fill="outline">{summary.tag}</Tag>}
                onClick={() => navigate(routePath('accountDetail', { kind, id: account.id }))}
              >
                {summary.title}
              </List.Item>
            );
          })}
        </List>
      )}
      <div className="wallet-actions">
        <Button
          block
          color="primary"
          fill="outline"
          disabled={limitReached}
          data-testid={`add-${kind}`}
          onClick={() => openForm(kind)}
        >
          {t('cards.add', { kind: kindLabel })}
          {maxCount !== null && ` (${accounts.length}/${maxCount})`}
        </Button>
        {limitReached && <p className="wallet-hint">{t('validation:bankCard.limit')}</p>}
      </div>
    </QueryState>
  );
}
