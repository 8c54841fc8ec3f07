import { useTranslation } from 'react-i18next';
import { selectIsLogin, useAppSelector } from '@platform/api-client';
import { Dialog, Grid, useAppNavigate } from '@platform/ui';
import { LOGIN_PATH } from '../../session/sessionEffects';
import { ownerOf } from '../../routing/routeOwnership';

const SHORTCUTS = [
  { key: 'deposit', path: '/pages/finance/myDeposit', icon: '￥' },
  { key: 'transfer', path: '/pages/finance/transfer', icon: '⇄' },
  { key: 'withdraw', path: '/pages/finance/withDraw', icon: '⇩' },
  { key: 'vip', path: '/pages/vip/privilege', icon: '♛' },
] as const;

/** Deposit, transfer, withdraw and VIP; a guest tapping a member entry is asked to log in. */
export function Shortcuts() {
  const { t } = useTranslation(['shell', 'common']);
  const isLogin = useAppSelector(selectIsLogin);
  const navigate = useAppNavigate();
  const open = (path: string) => {
    if (isLogin || ownerOf(path)?.access === 'guest') {
      navigate(path);
      return;
    }
    void Dialog.confirm({
      content: t('common:membersOnly.title'),
      confirmText: t('common:actions.login'),
      cancelText: t('common:actions.cancel'),
    }).then((go) => go && navigate(LOGIN_PATH));
  };
  return (
    <Grid columns={4} className="home-shortcuts">
      {SHORTCUTS.map((s) => (
        <Grid.Item key={s.key} onClick={() => open(s.path)} data-testid={`shortcut-${s.key}`}>
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
