import { useEffect } from 'react';
import { useTranslation } from '@platform/i18n';
import type { WithdrawalMethod } from '@platform/api-client/contract';
import { Button, DotLoading } from '@platform/ui';
import { PickerField } from '@platform/ui/forms';
import { accountSummary, useAccounts, useOpenAccountForm } from '../../paymentAccounts';

/**
 * The account a withdrawal pays to: the player's accounts of the method's kind ("bank card
 * selection or add"). The first is chosen for them; with none, a button opens the add page
 * (`disabled` while the form is: the blockers above carry their own way to add one).
 */
export function PayoutAccountField({
  method,
  value,
  onChange,
  disabled = false,
}: {
  method: WithdrawalMethod;
  disabled?: boolean;
  value?: number;
  onChange?: (accountId: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const { accounts, isLoading } = useAccounts(method);
  const openForm = useOpenAccountForm();
  const first = accounts[0]?.id;
  const known = accounts.some((a) => a.id === value);
  useEffect(() => {
    if (!known && first !== undefined) onChange?.(first);
  }, [known, first, onChange]);

  if (isLoading) return <DotLoading />;
  if (accounts.length === 0)
    return (
      <Button
        size="small"
        color="primary"
        fill="outline"
        disabled={disabled}
        data-testid="withdraw-add-account"
        onClick={() => openForm(method)}
      >
        {t('cards.add', { kind: t(`cards.kind.${method}`) })}
      </Button>
    );
  return (
    <PickerField
      testId="withdraw-account"
      title={t('withdraw.account')}
      placeholder={t('withdraw.chooseAccount')}
      value={value}
      onChange={onChange}
      options={accounts.map((account) => {
        const { title, number } = accountSummary(account, t);
        return { value: account.id, label: `${title} ${number}` };
      })}
    />
  );
}
