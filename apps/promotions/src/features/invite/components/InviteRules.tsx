import { useTranslation } from '@platform/i18n';
import {
  ratePercent,
  useInviterBaseConfigQuery,
  useInviterPrizeConfigListQuery,
} from '@platform/api-client';
import { inviterSteps } from '../inviteRules';

/** The programme's rules in words, every figure from its configuration (docs/product-rules.md#invite). */
export function InviteRules() {
  const { t } = useTranslation('promotions');
  const { data: base } = useInviterBaseConfigQuery();
  const { data: prizes } = useInviterPrizeConfigListQuery();
  if (!base || !prizes) return null;
  const rules = [
    t('invite.rules.minDeposit', { amount: base.minFriendDeposit }),
    t('invite.rules.friendReward', { amount: base.inviteeReward }),
    ...inviterSteps(prizes.prizeConfigList).map((step) =>
      t('invite.rules.step', {
        reward: step.reward,
        deposits: step.deposits,
      }),
    ),
    t('invite.rules.maxPerFriend', { max: base.maxInviterRewardPerFriend }),
    t('invite.rules.cumulative', {
      threshold: base.cumulativeDepositBonusThreshold,
      bonus: base.cumulativeDepositBonus,
    }),
    t('invite.rules.rebate', {
      rate: ratePercent(base.rebateRateBp),
      days: base.rebateDaysAfterRegistration,
    }),
    t('invite.rules.countdown', {
      amount: base.rebateCountdownDeposit,
      days: base.rebateValidDays,
    }),
    t('invite.rules.turnover', { multiple: base.bonusTurnoverMultiple }),
    t('invite.rules.oneChance'),
    t('invite.rules.agents'),
  ];
  return (
    <section className="promotions-record-card" data-testid="invite-rules">
      <h3 className="promotions-section-title">{t('invite.rules.title')}</h3>
      <ol className="promotions-invite-rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
