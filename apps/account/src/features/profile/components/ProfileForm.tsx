import { useState } from 'react';
import { useTranslation } from '@platform/i18n';
import { useModifyUserInfoMutation, type UserInfo } from '@platform/api-client';
import { adultBirthDateSchema, personNameSchema } from '@platform/api-client/contract';
import { Button, Dialog, Toast, formatDate } from '@platform/ui';
import { ChoiceChips, Form, Input, schemaRule } from '@platform/ui/forms';
import {
  latestAdultBirthDate,
  locksAfterSaving,
  profileChanges,
  type Gender,
  type ProfileValues,
} from '../profileChanges';
import { DateInput } from './DateInput';

/**
 * Real name, gender and birth date. Real name and birth date can be set until confirmed, then are
 * read-only; the form checks them with the contract's rules (person name; over 18) and asks the
 * player to confirm before saving them, as they cannot be changed afterwards.
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation(['account', 'validation']);
  const [form] = Form.useForm<ProfileValues>();
  const [modify, { isLoading }] = useModifyUserInfoMutation();
  // Fixed while the page is open: the bound and the rule agree on the same "today".
  const [now] = useState(() => new Date());

  const save = async (values: ProfileValues) => {
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      Toast.show({ content: t('profile.noChanges') });
      return;
    }
    if (
      locksAfterSaving(changes) &&
      !(await Dialog.confirm({
        title: t('profile.lockTitle'),
        content: t('profile.lockConfirm'),
        confirmText: t('shared.confirm'),
        cancelText: t('shared.cancel'),
      }))
    )
      return;
    const result = await modify(changes);
    if (!result.error) Toast.show({ content: t('profile.saved'), icon: 'success' });
  };

  const genders: { value: Gender; label: string }[] = [
    { value: 'male', label: t('profile.male') },
    { value: 'female', label: t('profile.female') },
  ];

  return (
    <Form
      form={form}
      layout="horizontal"
      data-testid="profile-form"
      initialValues={{
        realName: user.realName ?? '',
        gender: user.gender ?? undefined,
        birthDate: user.birthDate ?? '',
      }}
      onFinish={(values) => void save(values)}
      footer={
        <Button block type="submit" color="primary" loading={isLoading} data-testid="profile-save">
          {t('shared.save')}
        </Button>
      }
    >
      {user.realNameConfirmed ? (
        <Form.Item label={t('profile.realName')} extra={t('profile.confirmed')}>
          <span data-testid="profile-real-name">{user.realName}</span>
        </Form.Item>
      ) : (
        <Form.Item
          name="realName"
          label={t('profile.realName')}
          help={t('profile.realNameHelp')}
          rules={[schemaRule(personNameSchema, t, { optional: true })]}
        >
          <Input
            placeholder={t('profile.realNamePlaceholder')}
            data-testid="profile-real-name-input"
          />
        </Form.Item>
      )}
      <Form.Item name="gender" label={t('profile.gender')}>
        <ChoiceChips options={genders} testId="profile-gender" />
      </Form.Item>
      {user.birthDateConfirmed ? (
        <Form.Item label={t('profile.birthDate')} extra={t('profile.confirmed')}>
          <span data-testid="profile-birth-date">
            {formatDate(user.birthDate ?? '', i18n.language)}
          </span>
        </Form.Item>
      ) : (
        <Form.Item
          name="birthDate"
          label={t('profile.birthDate')}
          help={t('profile.birthDateHelp')}
          rules={[schemaRule(adultBirthDateSchema(now), t, { optional: true })]}
        >
          <DateInput
            max={latestAdultBirthDate(now)}
            label={t('profile.birthDate')}
            testId="profile-birth-date-input"
          />
        </Form.Item>
      )}
    </Form>
  );
}
