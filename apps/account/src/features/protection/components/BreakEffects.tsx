import { useTranslation } from '@platform/i18n';
import type { BreakKind } from '@platform/api-client/contract';

/**
 * A break in plain words: what stops, what stays open, and that it cannot be ended or shortened
 * before its date (docs/product-rules.md#responsible-gambling).
 */
export function BreakEffects({ kind }: { kind: BreakKind }) {
  const { t } = useTranslation('account');
  return (
    <div className="account-protection-effects" data-testid="break-effects">
      <p>{t(`protection.break.${kind}.explain`)}</p>
      <p className="account-protection-label">{t('protection.break.stops')}</p>
      <p>{t('protection.break.stopsList')}</p>
      <p className="account-protection-label">{t('protection.break.stays')}</p>
      <p>{t('protection.break.staysList')}</p>
      <p className="account-protection-warning">{t('protection.break.final')}</p>
    </div>
  );
}
