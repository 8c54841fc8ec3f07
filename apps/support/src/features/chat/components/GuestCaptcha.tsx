import { useTranslation } from '@platform/i18n';
import { SliderCaptchaCheck } from '@platform/ui';
import type { CaptchaAnswer } from '../hooks/useChatSession';

/**
 * The captcha the API asks of a guest before another new conversation from their address
 * (docs/product-rules.md#customer-service): the slider; once it passes, the conversation is opened
 * with its one-time pass. A refusal brings the step back with a new puzzle.
 */
export function GuestCaptcha({ onSubmit }: { onSubmit: (answer: CaptchaAnswer) => Promise<void> }) {
  const { t } = useTranslation('support');
  return (
    <div className="support-chat-guest" data-testid="chat-captcha">
      <p className="support-chat-text">{t('chat.sliderIntro')}</p>
      <SliderCaptchaCheck scene="chat" onPass={(pass) => void onSubmit(pass)} />
    </div>
  );
}
