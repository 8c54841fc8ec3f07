import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { businessZoneText, useGetServiceDesksQuery } from '@platform/api-client';
import type { ServiceDesk } from '@platform/api-client/contract';
import { List, QueryState, useAppNavigate } from '@platform/ui';

/**
 * The desks in short on the "contact us" help page (docs/product-rules.md#customer-service): name,
 * hours in business time and the way in — a tap on a chat desk opens its chat, an e-mail desk is a
 * mailto link. The customer service tab has the full list.
 */
export function ContactDesks() {
  const { t } = useTranslation('support');
  const desks = useGetServiceDesksQuery();
  return (
    <List header={t('help.desks.title')} data-testid="help-desks">
      <QueryState
        isLoading={desks.isLoading}
        isError={desks.isError && !desks.data}
        onRetry={() => void desks.refetch()}
      >
        {desks.data?.desks.map((desk) => (
          <DeskRow key={desk.id} desk={desk} />
        ))}
      </QueryState>
    </List>
  );
}

function DeskRow({ desk }: { desk: ServiceDesk }) {
  const { t } = useTranslation('support');
  const navigate = useAppNavigate();
  const hours =
    desk.opensAt && desk.closesAt
      ? t('help.desks.hours', {
          from: desk.opensAt,
          to: desk.closesAt,
          zone: businessZoneText(new Date()),
        })
      : t('help.desks.always');
  const channel = t(`help.desks.channels.${desk.channel}`);
  const description = (
    <span className="support-help-text">
      {hours} · {desk.channel === 'email' && desk.address ? desk.address : channel}
    </span>
  );
  if (desk.channel === 'email')
    return (
      <a
        className="support-help-desk-link"
        href={`mailto:${desk.address ?? ''}`}
        data-testid="help-desk"
      >
        <List.Item description={description} extra={channel}>
          <span className="support-help-text">{desk.name}</span>
        </List.Item>
      </a>
    );
  return (
    <List.Item
      data-testid="help-desk"
      description={description}
      extra={channel}
      onClick={() => navigate(routePath('contacting', { group: desk.group }))}
    >
      <span className="support-help-text">{desk.name}</span>
    </List.Item>
  );
}
