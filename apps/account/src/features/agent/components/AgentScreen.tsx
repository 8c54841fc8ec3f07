import { useTranslation } from '@platform/i18n';
import {
  selectIsLogin,
  selectUserInfo,
  useAppSelector,
  useGetUserInfoQuery,
} from '@platform/api-client';
import { PageLayout, useBack } from '@platform/ui';
import { AgentContacts } from './AgentContacts';
import { TeamAnalysis } from './TeamAnalysis';

const POINTS = ['commission', 'support', 'settlement'] as const;

/**
 * /pages/agentPage/agentPage (guests too): the joint-venture programme and how to reach it; an
 * agent also sees the team figures.
 */
export function AgentScreen() {
  const { t } = useTranslation('account');
  const back = useBack('/');
  const isLogin = useAppSelector(selectIsLogin);
  // Whether the member is an agent can change (a conversion): the page asks, guests do not.
  useGetUserInfoQuery(undefined, { skip: !isLogin });
  const isAgent = useAppSelector(selectUserInfo)?.isAgent === true;
  return (
    <PageLayout title={t('agent.title')} onBack={back}>
      <section className="account-section" data-testid="agent-intro">
        <h2 className="account-section-title">{t('agent.introTitle')}</h2>
        <p>{t('agent.intro')}</p>
        <ul className="account-points">
          {POINTS.map((point) => (
            <li key={point}>{t(`agent.point.${point}`)}</li>
          ))}
        </ul>
      </section>
      {isLogin && isAgent && <TeamAnalysis />}
      <AgentContacts />
    </PageLayout>
  );
}
