import { useTranslation } from '@platform/i18n';
import { useInviterRebateRecordPageListQuery, type RequestOf } from '@platform/api-client';
import { formatDateTime, List, Money, Tag } from '@platform/ui';
import { maskUsername } from '../inviteRules';

const STATE_COLOR = {
  notMeetingStandard: 'default',
  inProgress: 'primary',
  claimed: 'success',
  expired: 'warning',
} as const;

/** One page of invite rebates: its own cached query, so a later page never refetches the earlier. */
export function RebateItems({ request }: { request: RequestOf<'inviterRebateRecordPageList'> }) {
  const { t, i18n } = useTranslation('promotions');
  const { data } = useInviterRebateRecordPageListQuery(request);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <>
      {data?.list.map((record) => (
        <List.Item
          key={`${record.inviteeUsername}-${record.registeredAt}`}
          data-testid="invite-rebate"
          description={
            <div className="promotions-record-row-lines">
              <span>{t('invite.records.registered', { time: time(record.registeredAt) })}</span>
              <span data-testid="invite-rebate-deposit">
                {t('invite.rebates.cumulativeDeposit')} <Money fen={record.cumulativeDeposit} />
              </span>
              <span data-testid="invite-rebate-bets">
                {t('invite.rebates.validBets')} <Money fen={record.validBets} />
              </span>
              {record.countdownEndsAt && (
                <span data-testid="invite-rebate-countdown">
                  {t('invite.rebates.countdownEnds', { time: time(record.countdownEndsAt) })}
                </span>
              )}
            </div>
          }
          extra={
            <div className="promotions-record-row-extra">
              <strong data-testid="invite-rebate-amount">
                <Money fen={record.rebateAmount} />
              </strong>
              <Tag
                color={STATE_COLOR[record.state]}
                fill="outline"
                data-testid="invite-rebate-state"
              >
                {t(`invite.rebates.state.${record.state}`)}
              </Tag>
            </div>
          }
        >
          <span className="promotions-record-row-title" data-testid="invite-rebate-name">
            {maskUsername(record.inviteeUsername)}
          </span>
        </List.Item>
      ))}
    </>
  );
}
