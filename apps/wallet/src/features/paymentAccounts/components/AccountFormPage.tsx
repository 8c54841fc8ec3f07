import { routePath } from '@platform/routes';
import type { ReactNode } from 'react';
import { usePasswordConfirmation } from '@platform/ui/forms';
import { useTranslation } from '@platform/i18n';
import { useNavigate, useSearchParams } from '@platform/ui/router';
import {
  DelayedSpinner,
  PageLayout,
  Result,
  Toast,
  QueryState,
  useBack,
  RequirementGate,
} from '@platform/ui';
import type { AccountKind } from '../accountKinds';
import { useAccount, type PaymentAccount } from '../hooks/useAccounts';

export interface AccountFormProps<A extends PaymentAccount = PaymentAccount> {
  /** The account being modified (`?id=`), or null when adding. */
  editing: A | null;
  onSaved: () => void;
  /**
   * Sends the bind or modify call, asking for the login password first when the server wants a
   * fresh proof of it (docs/decisions-api.md#account-takeover), then sending it again.
   */
  confirmed: ReturnType<typeof usePasswordConfirmation>['confirmed'];
}

/**
 * The frame of every add/modify page: the title, the payment-password gate for withdrawal targets,
 * the account to modify, the bank-card limit, the login password asked before saving, and back to
 * the list once saved.
 */
export function AccountFormPage({
  kind,
  children,
}: {
  kind: AccountKind;
  children: (props: AccountFormProps) => ReactNode;
}) {
  const { t } = useTranslation(['wallet', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const listPath = routePath('cards', { tab: kind });
  const back = useBack(listPath);
  const { account, limitReached, isLoading, isError, refetch } = useAccount(kind, id);
  const kindLabel = t(`cards.kind.${kind}`);
  const { confirmed, step } = usePasswordConfirmation();

  const onSaved = () => {
    Toast.show({ content: t('cards.saved'), icon: 'success' });
    void navigate(listPath, { replace: true });
  };

  let body: ReactNode;
  if (isLoading) body = <DelayedSpinner />;
  else if (id !== null && !account && !isError)
    body = <Result status="warning" title={t('cards.notFound')} />;
  else if (id === null && limitReached)
    body = <Result status="warning" title={t('validation:bankCard.limit')} />;
  else
    body = (
      <QueryState isLoading={false} isError={isError} onRetry={refetch}>
        {children({ editing: account, onSaved, confirmed })}
      </QueryState>
    );

  return (
    <PageLayout
      title={t(id === null ? 'cards.addTitle' : 'cards.modifyTitle', { kind: kindLabel })}
      onBack={back}
    >
      <RequirementGate>{body}</RequirementGate>
      {step}
    </PageLayout>
  );
}
