import { useTranslation } from '@platform/i18n';
import { Button } from '@platform/ui';

/** The footer of every account form: one submit, busy while the bind or modify call runs. */
export function AccountSubmitButton({ loading }: { loading: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <Button block type="submit" color="primary" loading={loading} data-testid="account-submit">
      {t('cards.submit')}
    </Button>
  );
}
