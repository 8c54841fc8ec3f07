import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import type { UserInfo } from '@platform/api-client';
import { List, useAppNavigate } from '@platform/ui';
import { maskRealName } from '../../security';

interface Row {
  key: string;
  path: string;
  extra: string;
  /** The row's label key in the account namespace, when it is not `settings.row.<key>`. */
  label?: string;
}

/**
 * The settings rows: login and payment passwords, phone, e-mail, real name and the security
 * verification, each showing its state. The language picker is the shell's, on the home page.
 */
export function SettingsList({
  member,
  payPasswordSet,
}: {
  member: UserInfo;
  payPasswordSet: boolean | null;
}) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const rows: Row[] = [
    { key: 'loginPassword', path: routePath('loginPassword'), extra: t('shared.change') },
    {
      key: 'payPassword',
      path: routePath('payPassword'),
      extra:
        payPasswordSet === null
          ? ''
          : payPasswordSet
            ? t('settings.state.set')
            : t('shared.notSet'),
    },
    {
      key: 'phone',
      path: routePath('setPhone'),
      extra: member.mobile ?? t('shared.notBound'),
    },
    {
      key: 'email',
      path: routePath('setEmail'),
      extra: member.email ?? t('shared.notBound'),
    },
    {
      key: 'realName',
      path: member.realNameConfirmed ? routePath('verifiedState') : routePath('setName'),
      extra:
        member.realNameConfirmed && member.realName
          ? `${maskRealName(member.realName)} · ${t('settings.state.verified')}`
          : t('shared.notSet'),
    },
    {
      key: 'verification',
      path: routePath('verification'),
      extra: member.mobile ? '' : t('settings.state.needsPhone'),
    },
    {
      key: 'responsibleGambling',
      path: routePath('responsibleGambling'),
      extra: '',
      label: 'protection.title',
    },
  ];
  return (
    <List>
      {rows.map((row) => (
        <List.Item
          key={row.key}
          data-testid={`settings-${row.key}`}
          extra={<span data-testid={`settings-${row.key}-state`}>{row.extra}</span>}
          onClick={() => navigate(row.path)}
        >
          {t(row.label ?? `settings.row.${row.key}`)}
        </List.Item>
      ))}
    </List>
  );
}
