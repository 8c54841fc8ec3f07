import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useStartBreakMutation } from '@platform/api-client';
import { endpoints, type BreakKind } from '@platform/api-client/contract';
import { Button, Dialog, Popup, Toast } from '@platform/ui';
import { ChoiceChips, fieldRule, Form, Input } from '@platform/ui/forms';
import { refusalMessage } from '../../security';
import { BREAK_CHOICES, breakRequest } from '../rules';
import { BreakEffects } from './BreakEffects';

/**
 * Starts a cool-off or a self-exclusion: what it stops and what stays open, that it cannot be
 * ended before its date, a length, the login password, and a last confirmation
 * (docs/product-rules.md#responsible-gambling).
 */
export function BreakSheet({ kind, onClose }: { kind: BreakKind | null; onClose: () => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const [form] = Form.useForm<{ length: string; password: string }>();
  const [startBreak, { isLoading }] = useStartBreakMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState(kind);
  if (kind && kind !== shown) setShown(kind);
  const choices = shown ? BREAK_CHOICES[shown] : [];
  const close = () => {
    form.resetFields();
    setRefusal(null);
    onClose();
  };
  const choiceOf = (key: unknown) => choices.find((c) => c.key === key);
  // The password is judged by startBreak's own request schema, with the length chosen.
  const passwordRule = fieldRule('password', form, t, endpoints.startBreak.request, {
    fixed: breakRequest(choices[0] ?? { key: '', kind: 'coolOff', days: 1 }),
  });

  return (
    <Popup
      visible={kind !== null}
      onMaskClick={close}
      onClose={close}
      bodyClassName="account-sheet"
    >
      {shown && (
        <div data-testid={`break-sheet-${shown}`}>
          <h3 className="account-sheet-title">{t(`protection.break.${shown}.name`)}</h3>
          <BreakEffects kind={shown} />
          <Form
            form={form}
            layout="vertical"
            // An untouched password reads as empty, so the rule says "please enter".
            initialValues={{ password: '' }}
            onFinish={async ({ length, password }) => {
              const choice = choiceOf(length);
              if (!choice) return;
              const lengthText = t(`protection.break.length.${choice.key}`);
              const confirmed = await Dialog.confirm({
                title: t(`protection.break.${choice.kind}.confirmTitle`),
                content: (
                  <span data-testid="break-confirm">
                    {t(
                      choice.permanent
                        ? 'protection.break.confirmPermanent'
                        : `protection.break.${choice.kind}.confirm`,
                      { length: lengthText },
                    )}
                  </span>
                ),
                confirmText: t('protection.break.start'),
                cancelText: t('shared.cancel'),
              });
              if (!confirmed) return;
              const result = await startBreak({ ...breakRequest(choice), password });
              if ('error' in result) {
                setRefusal(refusalMessage(result.error));
                return;
              }
              close();
              Toast.show({ content: t('protection.break.started') });
            }}
            footer={
              <>
                {refusal && (
                  <p className="account-error" data-testid="break-refusal">
                    {refusal}
                  </p>
                )}
                <Button
                  block
                  type="submit"
                  color="danger"
                  loading={isLoading}
                  data-testid="break-submit"
                >
                  {t('protection.break.start')}
                </Button>
              </>
            }
          >
            <Form.Item
              name="length"
              label={t('protection.break.lengthLabel')}
              rules={[{ required: true, message: t('protection.break.chooseLength') }]}
            >
              <ChoiceChips
                options={choices.map((c) => ({
                  value: c.key,
                  label: t(`protection.break.length.${c.key}`),
                }))}
                testId="break-length"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('protection.break.password')}
              rules={[passwordRule]}
              description={t('protection.break.passwordHint')}
            >
              <Input
                type="password"
                autoComplete="current-password"
                placeholder={t('protection.break.passwordPlaceholder')}
                data-testid="break-password"
              />
            </Form.Item>
          </Form>
        </div>
      )}
    </Popup>
  );
}
