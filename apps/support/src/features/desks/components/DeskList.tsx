import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { businessZoneText, useGetServiceDesksQuery, type ServiceDesk } from '@platform/api-client';
import { Button, List, QueryState, Tag, useAppNavigate } from '@platform/ui';
import { deskHours, desksByGroup } from '../deskRules';

/**
 * The online and the finance desks from the site configuration: hours in business time, whether
 * agents answer now, and the way in — the in-app chat or an e-mail address
 * (docs/product-rules.md#customer-service).
 */
export function DeskList() {
  const { t } = useTranslation('support');
  const desks = useGetServiceDesksQuery();
  const groups = desksByGroup(desks.data?.desks ?? []);
  return (
    <QueryState
      isLoading={desks.isLoading}
      isError={desks.isError && !desks.data}
      isEmpty={groups.length === 0}
      emptyText={t('service.noDesks')}
      onRetry={() => void desks.refetch()}
    >
      {groups.map(({ group, desks: list }) => (
        <List
          key={group}
          header={t(`service.groups.${group}`)}
          className="support-desks-group"
          data-testid={`desk-group-${group}`}
        >
          {list.map((desk) => (
            <DeskItem key={desk.id} desk={desk} />
          ))}
        </List>
      ))}
    </QueryState>
  );
}

function DeskItem({ desk }: { desk: ServiceDesk }) {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const hours = deskHours(desk);
  return (
    <List.Item
      data-testid="desk"
      data-group={desk.group}
      description={
        <span className="support-desks-hours" data-testid="desk-hours">
          {hours.always
            ? t('service.hours.always')
            : t('service.hours.window', {
                from: hours.from,
                to: hours.to,
                zone: businessZoneText(new Date()),
              })}
        </span>
      }
      extra={
        desk.channel === 'chat' ? (
          <Button
            size="small"
            color="primary"
            data-testid={`desk-${desk.group}-chat`}
            onClick={() => navigate(routePath('contacting', { group: desk.group }))}
          >
            {t('service.chat')}
          </Button>
        ) : (
          <a
            className="support-desks-mail"
            href={`mailto:${desk.address ?? ''}`}
            data-testid={`desk-${desk.group}-email`}
          >
            {desk.address}
          </a>
        )
      }
    >
      <span className="support-desks-name">{desk.name}</span>{' '}
      <Tag color={desk.isOpen ? 'success' : 'default'} fill="outline" data-testid="desk-state">
        {desk.isOpen ? t('service.open') : t('service.closed')}
      </Tag>
    </List.Item>
  );
}
