import { useTranslation } from '@platform/i18n';
import { Button, formatDateTime } from '@platform/ui';

/**
 * After a raise or a removal: it takes effect only once the player confirms it, from `from`; the
 * old limit holds until then (docs/product-rules.md#responsible-gambling).
 */
export function WaitingNote({
  from,
  onDone,
  testId,
}: {
  from: string;
  onDone: () => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('account');
  return (
    <div className="account-protection-waiting" data-testid={`${testId}-waiting`}>
      <p>
        {t('protection.waiting', {
          time: formatDateTime(from, i18n.language, { zone: true }),
        })}
      </p>
      <Button block color="primary" onClick={onDone} data-testid={`${testId}-done`}>
        {t('protection.ok')}
      </Button>
    </div>
  );
}
