import { useState } from 'react';
import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import {
  type ActivityApplication,
  type ActivityDetail,
  type Fen,
  type OfferBonusTerms,
} from '@platform/api-client';
import { offerTransferSchema, typedAmountSchema } from '@platform/api-client/contract';
import { Button, Money, MoneyFormFooter, useAppNavigate, useMoney } from '@platform/ui';
import { AmountInput, ChoiceChips, Form, schemaRule } from '@platform/ui/forms';
import { applyPreview } from '../applyPreview';
import { useApplyOffer } from '../hooks/useApplyOffer';

interface ApplyValues {
  platCode: string;
  amount: string;
}

/**
 * The application form (docs/product-rules.md#offers): the venue, the transfer in yuan ("all"
 * fills in the central wallet) checked by the contract's offerTransferSchema, the bonus and the
 * lock's turnover previewed as it is typed; a money submit (no answer: retry with the same key).
 * A refusal keeps the form and shows the server's message.
 */
export function ApplyForm({
  activity,
  terms,
  central,
  onApplied,
}: {
  activity: ActivityDetail;
  terms: OfferBonusTerms;
  central: Fen | null;
  onApplied: (application: ActivityApplication) => void;
}) {
  const { t } = useTranslation(['promotions', 'validation']);
  const money = useMoney();
  const navigate = useAppNavigate();
  const [form] = Form.useForm<ApplyValues>();
  const typed = Form.useWatch('amount', form);
  const { submit, retry, sending, outcomeUnknown, refusal } = useApplyOffer();
  const [rejected, setRejected] = useState(false);
  const amountRule = schemaRule(
    typedAmountSchema(offerTransferSchema(terms, central, money.currency), money.currency),
    t,
  );
  const preview = applyPreview(typed, terms, money.currency);
  const single = activity.venues.length === 1 ? activity.venues[0]!.platCode : undefined;

  const answered = (answer: { application: ActivityApplication } | null) => {
    if (!answer) return;
    // The venue refused the transfer: nothing moved, the form stays as typed.
    if (answer.application.status === 'rejected') return setRejected(true);
    onApplied(answer.application);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ platCode: single }}
      data-testid="apply-form"
      onFinish={async ({ platCode, amount }) => {
        const fen = money.parse(amount);
        if (fen === null) return;
        setRejected(false);
        answered(await submit({ activityId: activity.id, platCode, amount: fen }));
      }}
      footer={
        <>
          {preview && (
            <dl className="promotions-terms promotions-preview" data-testid="apply-preview">
              <div className="promotions-terms-row">
                <dt>{t('apply.bonus')}</dt>
                <dd data-testid="preview-bonus">
                  <Money fen={preview.bonus} />
                </dd>
              </div>
              <div className="promotions-terms-row">
                <dt>{t('apply.total')}</dt>
                <dd data-testid="preview-total">
                  <Money fen={preview.total} />
                </dd>
              </div>
              <p className="promotions-hint" data-testid="preview-lock">
                {t('apply.lock', { turnover: money.format(preview.turnover) })}
              </p>
            </dl>
          )}
          <MoneyFormFooter
            label={t('apply.submit')}
            testId="apply-submit"
            sending={sending}
            outcomeUnknown={outcomeUnknown}
            onRetry={() => void retry().then(answered)}
            result={
              <>
                {refusal && (
                  <p className="promotions-refusal" role="alert" data-testid="apply-refusal">
                    {refusal}
                  </p>
                )}
                {rejected && (
                  <p className="promotions-refusal" role="alert" data-testid="apply-rejected">
                    {t('apply.rejected')}
                  </p>
                )}
              </>
            }
          />
          {outcomeUnknown && (
            <Button
              block
              fill="none"
              color="primary"
              data-testid="unknown-records"
              onClick={() => navigate(routePath('promotion'))}
            >
              {t('apply.records')}
            </Button>
          )}
        </>
      }
    >
      <Form.Item
        name="platCode"
        label={t('apply.venue')}
        help={t('apply.venueHint')}
        rules={[{ required: true, message: t('apply.chooseVenue') }]}
      >
        <ChoiceChips
          testId="apply-venue"
          options={activity.venues.map((v) => ({ value: v.platCode, label: v.platName }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('apply.amount')}
        rules={[amountRule]}
        description={
          central !== null && (
            <span data-testid="apply-available">
              {t('apply.available', { amount: money.format(central) })}
            </span>
          )
        }
        extra={
          <Button
            size="mini"
            color="primary"
            fill="outline"
            disabled={central === null}
            data-testid="apply-all"
            onClick={() => {
              if (central === null) return;
              form.setFieldValue('amount', money.typed(central));
              void form.validateFields(['amount']).catch(() => undefined);
            }}
          >
            {t('apply.all')}
          </Button>
        }
      >
        <AmountInput placeholder={t('apply.placeholder')} data-testid="apply-amount" />
      </Form.Item>
    </Form>
  );
}
