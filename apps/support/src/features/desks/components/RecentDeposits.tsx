import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import {
  selectIsLogin,
  useAppSelector,
  useQueryTransactionRecordListQuery,
  type TransactionRecord,
} from '@platform/api-client';
import {
  Button,
  List,
  Money,
  QueryState,
  formatDateTime,
  useAppNavigate,
  useLoginDialog,
} from '@platform/ui';
import { RECENT_DEPOSITS_SHOWN } from '../deskRules';

/**
 * The member's recent deposit orders, each a shortcut to a finance question about it; a guest is
 * offered to log in instead (docs/product-rules.md#customer-service).
 */
export function RecentDeposits() {
  const { t } = useTranslation('support');
  const isLogin = useAppSelector(selectIsLogin);
  const askLogin = useLoginDialog();
  if (!isLogin)
    return (
      <List header={t('service.deposits.title')} className="support-desks-deposits">
        <List.Item
          data-testid="service-deposits-guest"
          extra={
            <Button
              size="small"
              color="primary"
              fill="outline"
              data-testid="service-deposits-login"
              onClick={() => askLogin(routePath('customerService'))}
            >
              {t('service.deposits.login')}
            </Button>
          }
        >
          <span className="support-desks-text">{t('service.deposits.guest')}</span>
        </List.Item>
      </List>
    );
  return <MemberDeposits />;
}

function MemberDeposits() {
  const { t } = useTranslation('support');
  const records = useQueryTransactionRecordListQuery({
    pageNum: 1,
    pageSize: RECENT_DEPOSITS_SHOWN,
    type: 'deposit',
  });
  const list = records.data?.list.slice(0, RECENT_DEPOSITS_SHOWN) ?? [];
  return (
    <List
      header={t('service.deposits.title')}
      className="support-desks-deposits"
      data-testid="service-deposits"
    >
      <QueryState
        isLoading={records.isLoading}
        isError={records.isError && !records.data}
        isEmpty={list.length === 0}
        emptyText={t('service.deposits.empty')}
        onRetry={() => void records.refetch()}
      >
        {list.map((record) => (
          <DepositItem key={record.orderNo} record={record} />
        ))}
      </QueryState>
    </List>
  );
}

function DepositItem({ record }: { record: TransactionRecord }) {
  const { t, i18n } = useTranslation('support');
  const navigate = useAppNavigate();
  return (
    <List.Item
      data-testid="service-deposit"
      description={
        <>
          <div>{formatDateTime(record.createdAt, i18n.language)}</div>
          <div className="support-desks-order">{record.orderNo}</div>
        </>
      }
      extra={
        <Button
          size="small"
          fill="outline"
          color="primary"
          data-testid="service-ask-finance"
          onClick={() =>
            navigate(routePath('contacting', { group: 'finance', order: record.orderNo }))
          }
        >
          {t('service.deposits.ask')}
        </Button>
      }
    >
      <Money fen={record.amount} />{' '}
      <small className="support-desks-status">
        {record.depositStatus
          ? t(`service.depositStatus.${record.depositStatus}`)
          : t(`service.recordStatus.${record.status}`)}
      </small>
    </List.Item>
  );
}
