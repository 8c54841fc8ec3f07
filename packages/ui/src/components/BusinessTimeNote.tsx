import { useTranslation } from '@platform/i18n';
import { businessZoneText } from '@platform/api-client';

/**
 * "Times are shown in GMT+8", once above a list whose rows leave the offset out, so a player abroad
 * does not read business time as their own clock (docs/product-rules.md#business-time).
 */
export function BusinessTimeNote() {
  const { t } = useTranslation('common');
  return (
    <p className="kit-business-time-note" data-testid="business-time-note">
      {t('kit.time.zoneNote', { zone: businessZoneText(new Date()) })}
    </p>
  );
}
