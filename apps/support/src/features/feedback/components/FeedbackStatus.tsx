import { useTranslation } from '@platform/i18n';
import type { Feedback } from '@platform/api-client/contract';
import { Tag } from '@platform/ui';

/** Pending until the desk replies, then replied (docs/product-rules.md#feedback). */
export function FeedbackStatus({ status }: { status: Feedback['status'] }) {
  const { t } = useTranslation('support');
  return (
    <Tag
      color={status === 'replied' ? 'success' : 'warning'}
      fill="outline"
      data-testid="feedback-status"
      data-status={status}
    >
      {t(`feedback.status.${status}`)}
    </Tag>
  );
}
