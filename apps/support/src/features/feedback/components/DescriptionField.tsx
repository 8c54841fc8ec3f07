import { useTranslation } from '@platform/i18n';
import { FEEDBACK_MAX_CHARS } from '@platform/api-client';
import { charactersMissing } from '../feedbackRules';

/**
 * The description box with its counter: while it is short of the minimum it says how many more
 * characters it needs (docs/product-rules.md#feedback). A form control: `value` is the text.
 */
export function DescriptionField({
  value = '',
  onChange,
  onBlur,
}: {
  value?: string;
  onChange?: (text: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('support');
  const missing = charactersMissing(value);
  return (
    <div className="support-feedback-description" data-testid="feedback-description">
      <textarea
        className="support-feedback-textarea"
        value={value}
        rows={5}
        maxLength={FEEDBACK_MAX_CHARS}
        placeholder={t('feedback.description.placeholder')}
        aria-label={t('feedback.description.label')}
        data-testid="feedback-description-input"
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur}
      />
      <small className="support-feedback-counter" data-testid="feedback-description-counter">
        <span>{missing > 0 ? t('feedback.description.missing', { count: missing }) : ''}</span>
        <span>
          {value.length}/{FEEDBACK_MAX_CHARS}
        </span>
      </small>
    </div>
  );
}
