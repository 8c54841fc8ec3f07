import { useTranslation } from '@platform/i18n';
import { useInviterRecordTotalQuery } from '@platform/api-client';
import { Money } from '@platform/ui';

/** The member's figures: friends registered and with a first deposit, earnings, their bets. */
export function InviteFigures() {
  const { t } = useTranslation('promotions');
  const { data } = useInviterRecordTotalQuery();
  if (!data) return null;
  return (
    <dl className="promotions-record-card promotions-record-figures" data-testid="invite-figures">
      <div>
        <dt>{t('invite.figures.registeredFriends')}</dt>
        <dd data-testid="invite-registered-friends">{data.registeredFriends}</dd>
      </div>
      <div>
        <dt>{t('invite.figures.firstDepositFriends')}</dt>
        <dd data-testid="invite-first-deposit-friends">{data.firstDepositFriends}</dd>
      </div>
      <div>
        <dt>{t('invite.figures.accumulatedEarnings')}</dt>
        <dd data-testid="invite-earnings">
          <Money fen={data.accumulatedEarnings} />
        </dd>
      </div>
      <div>
        <dt>{t('invite.figures.cumulativeBets')}</dt>
        <dd data-testid="invite-bets">
          <Money fen={data.cumulativeBets} />
        </dd>
      </div>
    </dl>
  );
}
