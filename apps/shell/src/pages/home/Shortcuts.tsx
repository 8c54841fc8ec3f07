import { useTranslation } from 'react-i18next';
import { selectIsLogin, useAppSelector } from '@platform/api-client';
import { Dialog, Grid, useAppNavigate } from '@platform/ui';
import { RETURN_PARAM, ROUTES, routePath, type RouteName } from '@platform/routes';

const SHORTCUTS = [
  { key: 'deposit', route: 'deposit', icon: '￥' },
  { key: 'transfer', route: 'transfer', icon: '⇄' },
  { key: 'withdraw', route: 'withdraw', icon: '⇩' },
  { key: 'vip', route: 'vipPrivilege', icon: '♛' },
] as const satisfies readonly { key: string; route: RouteName; icon: string }[];

/** Deposit, transfer, withdraw and VIP; a guest tapping a member entry is asked to log in. */
export function Shortcuts() {
  const { t } = useTranslation(['shell', 'common']);
  const isLogin = useAppSelector(selectIsLogin);
  const navigate = useAppNavigate();
  const open = (route: RouteName) => {
    if (isLogin || ROUTES[route].access === 'guest') {
      navigate(routePath(route));
      return;
    }
    void Dialog.confirm({
      content: t('common:membersOnly.title'),
      confirmText: t('common:actions.login'),
      cancelText: t('common:actions.cancel'),
    }).then((go) => go && navigate(routePath('login', { [RETURN_PARAM]: routePath(route) })));
  };
  return (
    <Grid columns={4} className="home-shortcuts">
      {SHORTCUTS.map((s) => (
        <Grid.Item key={s.key} onClick={() => open(s.route)} data-testid={`shortcut-${s.key}`}>
          <div className="home-shortcut">
            <span className="home-shortcut-icon" aria-hidden>
              {s.icon}
            </span>
            <span>{t(`shortcuts.${s.key}`)}</span>
          </div>
        </Grid.Item>
      ))}
    </Grid>
  );
}
