import { useTranslation } from '@platform/i18n';
import { selectIsLogin, useAppSelector } from '@platform/api-client';
import {
  Grid,
  HandPayCircleOutline,
  LoopOutline,
  PayCircleOutline,
  StarOutline,
  useAppNavigate,
  useLoginDialog,
} from '@platform/ui';
import type { ComponentType } from 'react';
import { ROUTES, routePath, type RouteName } from '@platform/routes';

const SHORTCUTS = [
  { key: 'deposit', route: 'deposit', Icon: PayCircleOutline },
  { key: 'transfer', route: 'transfer', Icon: LoopOutline },
  { key: 'withdraw', route: 'withdraw', Icon: HandPayCircleOutline },
  { key: 'vip', route: 'vipPrivilege', Icon: StarOutline },
] as const satisfies readonly { key: string; route: RouteName; Icon: ComponentType }[];

/**
 * Deposit, transfer, withdraw and VIP; a guest tapping a member entry is asked to log in or
 * register, and comes back to it afterwards.
 */
export function Shortcuts() {
  const { t } = useTranslation(['shell', 'common']);
  const isLogin = useAppSelector(selectIsLogin);
  const navigate = useAppNavigate();
  const askToLogIn = useLoginDialog();
  const open = (route: RouteName) => {
    if (isLogin || ROUTES[route].access === 'guest') {
      navigate(routePath(route));
      return;
    }
    askToLogIn(routePath(route));
  };
  return (
    <Grid columns={4} className="home-shortcuts">
      {SHORTCUTS.map((s) => (
        <Grid.Item key={s.key} onClick={() => open(s.route)} data-testid={`shortcut-${s.key}`}>
          {/* A button for the keyboard; its click reaches the grid item's handler. */}
          <button type="button" className="home-shortcut">
            <s.Icon className="home-shortcut-icon" aria-hidden />
            <span>{t(`shortcuts.${s.key}`)}</span>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
