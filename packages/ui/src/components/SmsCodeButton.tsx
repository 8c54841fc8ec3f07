import { useTranslation } from '@platform/i18n';
import { Button } from '../kit';
import { useCodeCountdown } from '../hooks/countdown';

/** "Get code" with the resend countdown; `send` resolves true when a code went out. */
export function SmsCodeButton({
  send,
  disabled,
}: {
  send: () => Promise<boolean>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const { remaining, start } = useCodeCountdown();
  return (
    <Button
      size="small"
      fill="none"
      color="primary"
      disabled={disabled || remaining > 0}
      data-testid="send-code"
      onClick={async () => {
        if (await send()) start();
      }}
    >
      {remaining > 0 ? t('code.resendIn', { seconds: remaining }) : t('code.send')}
    </Button>
  );
}
