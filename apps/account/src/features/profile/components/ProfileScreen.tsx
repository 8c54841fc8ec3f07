import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { selectUserInfo, useAppSelector, useGetUserInfoQuery } from '@platform/api-client';
import { PageLayout, QueryState, useBack } from '@platform/ui';
import { AvatarField } from './AvatarField';
import { ContactRows } from './ContactRows';
import { ProfileForm } from './ProfileForm';

/** /pages/userInfo/userInfo: avatar, real name, gender, birth date; phone and e-mail (masked). */
export function ProfileScreen() {
  const { t } = useTranslation('account');
  const back = useBack(routePath('my'));
  // Subscribed here too, so a saved change (it invalidates the user info) shows on this page.
  const userQuery = useGetUserInfoQuery();
  const user = useAppSelector(selectUserInfo) ?? userQuery.data?.userInfo;
  return (
    <PageLayout title={t('profile.title')} onBack={back}>
      <QueryState
        isLoading={!user && userQuery.isLoading}
        isError={!user && userQuery.isError}
        onRetry={() => void userQuery.refetch()}
      >
        {user && (
          <>
            <section className="account-section account-profile-head">
              <AvatarField avatar={user.avatar} username={user.username} />
              <strong data-testid="profile-username">{user.username}</strong>
            </section>
            <ProfileForm user={user} />
            <ContactRows user={user} />
          </>
        )}
      </QueryState>
    </PageLayout>
  );
}
