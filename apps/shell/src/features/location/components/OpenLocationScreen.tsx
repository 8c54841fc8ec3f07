import { routePath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate, useSearchParams } from '@platform/ui/router';
import { Button, CopyButton, List, PageLayout, useBack } from '@platform/ui';
import { ErrorBlock } from '@platform/ui/blocks';
import { formatPoint, geoUri, parsePoint } from '../location';

// The whole row opens the map app, as a list row does, without the link's colour and underline.
const ROW_LINK = { display: 'block', color: 'inherit', textDecoration: 'none' } as const;

/**
 * /open-location?latitude=&longitude=&name=&address=: a place, with a link that hands it to the
 * phone's map app (a geo: URI) and copies of its coordinates and address
 * (docs/product-rules.md#routes, docs/decisions.md#session-and-navigation).
 */
export function OpenLocationScreen() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Opened from a shared link there is no page to go back to: home then.
  const back = useBack(routePath('home'));
  const point = parsePoint(params.get('latitude'), params.get('longitude'));
  const name = params.get('name')?.trim();
  const address = params.get('address')?.trim();

  if (!point)
    return (
      <PageLayout title={t('location.title')} onBack={back}>
        <div data-testid="location-none">
          <ErrorBlock
            status="empty"
            title={t('location.none.title')}
            description={t('location.none.description')}
          />
          <div className="kit-actions">
            <Button block onClick={() => void navigate(routePath('home'), { replace: true })}>
              {t('location.none.home')}
            </Button>
          </div>
        </div>
      </PageLayout>
    );

  const coordinates = formatPoint(point);
  return (
    <PageLayout title={name || t('location.title')} onBack={back}>
      <List data-testid="location-place">
        {name && <List.Item extra={name}>{t('location.place')}</List.Item>}
        {address && (
          <List.Item
            description={<span data-testid="location-address">{address}</span>}
            extra={<CopyButton text={address} testId="location-copy-address" />}
          >
            {t('location.address')}
          </List.Item>
        )}
        <List.Item
          description={<span data-testid="location-coordinates">{coordinates}</span>}
          extra={<CopyButton text={coordinates} testId="location-copy-coordinates" />}
        >
          {t('location.coordinates')}
        </List.Item>
      </List>
      <List>
        <a href={geoUri(point, name)} style={ROW_LINK} data-testid="location-open-maps">
          <List.Item arrowIcon description={t('location.openInMapsHint')}>
            {t('location.openInMaps')}
          </List.Item>
        </a>
      </List>
    </PageLayout>
  );
}
