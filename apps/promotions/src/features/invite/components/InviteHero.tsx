import { useTranslation } from '@platform/i18n';
import { ratePercent, useInviterBaseConfigQuery } from '@platform/api-client';

/** The headline rewards, every figure from the programme's configuration. */
export function InviteHero() {
  const { t } = useTranslation('promotions');
  const { data: base } = useInviterBaseConfigQuery();
  if (!base) return null;
  return (
    <section className="promotions-invite-hero" data-testid="invite-hero">
      <h2 className="promotions-invite-headline">{t('invite.hero.title')}</h2>
      <ul className="promotions-invite-rewards">
        <li data-testid="invite-hero-friend">
          {t('invite.hero.friend', { amount: base.inviteeReward })}
        </li>
        <li data-testid="invite-hero-you">
          {t('invite.hero.you', { max: base.maxInviterRewardPerFriend })}
        </li>
        <li data-testid="invite-hero-deposit">
          {t('invite.hero.deposit', {
            bonus: base.cumulativeDepositBonus,
            threshold: base.cumulativeDepositBonusThreshold,
          })}
        </li>
        <li data-testid="invite-hero-rebate">
          {t('invite.hero.rebate', {
            rate: ratePercent(base.rebateRateBp),
            days: base.rebateDaysAfterRegistration,
          })}
        </li>
      </ul>
    </section>
  );
}
