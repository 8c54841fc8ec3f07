import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { MAX_FEEDBACK_IMAGES, useFeedbackSaveMutation, type RequestOf } from '@platform/api-client';
import { endpoints } from '@platform/api-client/contract';
import { Button, QueryState, Toast, useAppNavigate } from '@platform/ui';
import { ChoiceChips, fieldRule, Form } from '@platform/ui/forms';
import { ImageUploader } from '@platform/ui/upload';
import { useQuestionTypes } from '../hooks/useQuestionTypes';
import { DescriptionField } from './DescriptionField';
import { OrderField } from './OrderField';

interface FeedbackValues {
  questionType?: string;
  orderNo?: string;
  description?: string;
  imageUrls?: string[];
}

const schema = endpoints.feedbackSave.request;

/** The request from the form: an empty order is no order; no images, no list. */
function requestOf(values: FeedbackValues): RequestOf<'feedbackSave'> {
  const orderNo = values.orderNo?.trim();
  const imageUrls = values.imageUrls ?? [];
  return {
    questionType: values.questionType ?? '',
    description: (values.description ?? '').trim(),
    ...(orderNo ? { orderNo } : {}),
    ...(imageUrls.length > 0 ? { imageUrls } : {}),
  };
}

/**
 * Leaving feedback (docs/product-rules.md#feedback): the question type from the dictionary, an
 * optional order of the last 7 days, a description of 20-200 characters and up to 3 images. A
 * refusal is the shell's toast and the form stays as typed; once saved, the player lands on their
 * list, where the reply will show.
 */
export function FeedbackForm() {
  const { t } = useTranslation(['support', 'validation']);
  const navigate = useAppNavigate();
  const [form] = Form.useForm<FeedbackValues>();
  const [save, saving] = useFeedbackSaveMutation();
  const { query, entries } = useQuestionTypes();
  const rule = (field: keyof FeedbackValues, fallback?: string) =>
    fieldRule(field, form, t, schema, fallback ? { fallback } : {});

  return (
    <QueryState
      isLoading={query.isLoading}
      isError={query.isError && !query.data}
      onRetry={() => void query.refetch()}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="feedback-form"
        onFinish={async (values) => {
          const result = await save(requestOf(values));
          if (!result.data) return;
          Toast.show({ icon: 'success', content: t('feedback.sent') });
          navigate(routePath('feedbackList'), { replace: true });
        }}
        footer={
          <Button
            block
            color="primary"
            type="submit"
            loading={saving.isLoading}
            data-testid="feedback-submit"
          >
            {t('feedback.submit')}
          </Button>
        }
      >
        <Form.Item
          name="questionType"
          label={t('feedback.type.label')}
          rules={[rule('questionType', 'validation:feedback.questionType')]}
        >
          <ChoiceChips
            options={entries.map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }))}
            testId="feedback-type"
          />
        </Form.Item>
        <Form.Item name="orderNo" label={t('feedback.order.label')}>
          <OrderField />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('feedback.description.label')}
          // Judged when the player leaves the box (and on submit); typing again clears the message.
          validateTrigger={['onChange', 'onBlur']}
          rules={[{ ...rule('description'), validateTrigger: 'onBlur' }]}
        >
          <DescriptionField />
        </Form.Item>
        <Form.Item
          name="imageUrls"
          label={t('feedback.images.label', { max: MAX_FEEDBACK_IMAGES })}
          rules={[rule('imageUrls')]}
        >
          <ImageUploader purpose="feedback" max={MAX_FEEDBACK_IMAGES} />
        </Form.Item>
      </Form>
    </QueryState>
  );
}
