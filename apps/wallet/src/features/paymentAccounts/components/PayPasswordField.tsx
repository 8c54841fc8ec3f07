import { useTranslation } from '@platform/i18n';
import { Form, Input } from '@platform/ui/forms';

/** The 6-digit payment password a withdrawal target asks for (checked by the form's rule). */
export function PayPasswordField({
  rule,
}: {
  rule: { validator: (r: unknown, v: unknown) => Promise<void> };
}) {
  const { t } = useTranslation('wallet');
  return (
    <Form.Item name="payPassword" label={t('cards.field.payPassword')} rules={[rule]}>
      <Input
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        placeholder={t('cards.placeholder.payPassword')}
        data-testid="field-payPassword"
      />
    </Form.Item>
  );
}
