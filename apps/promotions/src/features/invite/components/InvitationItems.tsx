import { useTranslation } from '@platform/i18n';
import { useInviterRecordPageListQuery, type RequestOf } from '@platform/api-client';
import { formatDateTime, List, Money, Tag } from '@platform/ui';
import { maskUsername } from '../inviteRules';

const STATE_COLOR = {
  dispatched: 'success',
  noFirstDeposit: 'warning',
  expired: 'default',
} as const;

/** One page of invited friends: its own cached query, so a later page never refetches the earlier. */
export function InvitationItems({ request }: { request: RequestOf<'inviterRecordPageList'> }) {
  const { t, i18n } = useTranslation('promotions');
  const { data } = useInviterRecordPageListQuery(request);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <>
      {data?.list.map((record) => (
        <List.Item
          key={`${record.inviteeUsername}-${record.registeredAt}`}
          data-testid="invite-record"
          description={
            <div className="promotions-record-row-lines">
              <span>{t('invite.records.registered', { time: time(record.registeredAt) })}</span>
              <span data-testid="invite-record-first-deposit">
                {record.firstDepositAt && record.firstDepositAmount !== null ? (
                  <>
                    {t('invite.records.firstDeposit', { time: time(record.firstDepositAt) })}{' '}
                    <Money fen={record.firstDepositAmount} />
                  </>
                ) : (
                  t('invite.records.noFirstDepositYet')
                )}
              </span>
              <span>{t('invite.records.endsAt', { time: time(record.endsAt) })}</span>
            </div>
          }
          extra={
            <div className="promotions-record-row-extra">
              <strong data-testid="invite-record-bonus">
                <Money fen={record.bonus} />
              </strong>
              <Tag
                color={STATE_COLOR[record.state]}
                fill="outline"
                data-testid="invite-record-state"
              >
                {t(`invite.records.state.${record.state}`)}
              </Tag>
            </div>
          }
        >
          <span className="promotions-record-row-title" data-testid="invite-record-name">
            {maskUsername(record.inviteeUsername)}
          </span>
        </List.Item>
      ))}
    </>
  );
}
