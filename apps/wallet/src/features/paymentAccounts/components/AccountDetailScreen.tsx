import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate, useSearchParams } from '@platform/ui/router';
import {
  Button,
  Dialog,
  PageLayout,
  Result,
  Space,
  Toast,
  QueryState,
  useBack,
} from '@platform/ui';
import { isAccountKind } from '../accountKinds';
import { AccountDetails } from './AccountDetails';
import { useAccount } from '../hooks/useAccounts';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { useOpenAccountForm } from '../hooks/useOpenAccountForm';

/**
 * /pages/cards/bankDetail?kind=…&id=…: one payment account with modify and delete. The legacy
 * route was the bank card's; it serves every kind (a bank card when `kind` is absent).
 */
export function AccountDetailScreen() {
  const { t } = useTranslation(['wallet', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('kind');
  const kind = isAccountKind(requested) ? requested : 'bankCard';
  const id = Number(params.get('id')) || null;
  const listPath = routePath('cards', { tab: kind });
  const back = useBack(listPath);
  const { account, isLoading, isError, refetch } = useAccount(kind, id);
  const { remove, isLoading: deleting } = useDeleteAccount(kind);
  const openForm = useOpenAccountForm();

  const confirmDelete = async () => {
    if (!account) return;
    const confirmed = await Dialog.confirm({
      content: t('cards.deleteConfirm'),
      confirmText: t('cards.delete'),
      cancelText: t('common:actions.cancel'),
    });
    if (!confirmed || !(await remove(account.id))) return;
    Toast.show({ content: t('cards.deleted'), icon: 'success' });
    void navigate(listPath, { replace: true });
  };

  return (
    <PageLayout title={t('cards.detailTitle')} onBack={back}>
      <QueryState isLoading={isLoading} isError={isError} onRetry={refetch}>
        {account ? (
          <>
            <AccountDetails account={account} />
            <Space direction="vertical" block className="wallet-actions">
              <Button block color="primary" onClick={() => openForm(kind, account.id)}>
                {t('cards.modify')}
              </Button>
              <Button
                block
                color="danger"
                fill="outline"
                loading={deleting}
                data-testid="account-delete"
                onClick={() => void confirmDelete()}
              >
                {t('cards.delete')}
              </Button>
            </Space>
          </>
        ) : (
          <Result status="warning" title={t('cards.notFound')} />
        )}
      </QueryState>
    </PageLayout>
  );
}
