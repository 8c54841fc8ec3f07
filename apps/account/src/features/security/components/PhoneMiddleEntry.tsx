import { useTranslation } from '@platform/i18n';
import { PasscodeEntry } from '@platform/ui/blocks';
import { phoneEnds } from '../mask';

const MIDDLE_LENGTH = 4;

/**
 * The bound phone as the player knows it, 138 [_ _ _ _] 5678: the four cells stand where the
 * masked digits are. Mounted afresh for every answer, so it starts empty.
 */
export function PhoneMiddleEntry({
  maskedPhone,
  busy,
  error,
  onFill,
}: {
  maskedPhone: string;
  busy: boolean;
  error: boolean;
  onFill: (digits: string) => void;
}) {
  const { t } = useTranslation('account');
  const ends = phoneEnds(maskedPhone);
  return (
    <div className="account-phone-middle" data-testid="verification-phone">
      <span className="account-phone-part">{ends?.head ?? maskedPhone}</span>
      <PasscodeEntry
        plain
        length={MIDDLE_LENGTH}
        busy={busy}
        error={error}
        onFill={onFill}
        label={t('settings.verification.prompt')}
        testId="verification"
      />
      <span className="account-phone-part">{ends?.tail}</span>
    </div>
  );
}
