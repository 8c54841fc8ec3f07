import { useTranslation } from '@platform/i18n';
import {
  selectBalance,
  selectUserInfo,
  useAppSelector,
  useGetUnReadMessageCountQuery,
  useGetUserBalanceQuery,
  useGetUserInfoQuery,
} from '@platform/api-client';
import { badgeText, PageLayout, QueryState } from '@platform/ui';
import { BalancePanel } from './BalancePanel';
import { MyHeader } from './MyHeader';
import { MyLinks } from './MyLinks';
import { NewMessages } from './NewMessages';

/**
 * /pages/my/my (member; guests get the shell's login prompt): who the player is, their money and
 * every page of their account. User info and balances come from the session the shell keeps; the
 * page also subscribes, so it is current on its own (standalone, or right after login).
 */
export function MyScreen() {
  const { t } = useTranslation('account');
  const userQuery = useGetUserInfoQuery();
  useGetUserBalanceQuery();
  const user = useAppSelector(selectUserInfo) ?? userQuery.data?.userInfo;
  const balances = useAppSelector(selectBalance);
  const unread = useGetUnReadMessageCountQuery().data?.unreadCount ?? 0;
  return (
    <PageLayout title={t('my.title')}>
      <QueryState
        isLoading={!user && userQuery.isLoading}
        isError={!user && userQuery.isError}
        onRetry={() => void userQuery.refetch()}
      >
        {user && <MyHeader user={user} />}
        <BalancePanel balances={balances} />
        <NewMessages />
        <MyLinks unread={unread > 0 ? badgeText(unread) : null} />
      </QueryState>
    </PageLayout>
  );
}
