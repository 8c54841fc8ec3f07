import { useEffect, useRef, useState } from 'react';
import { RETURN_PARAM, routePath, safeReturnPath } from '@platform/routes';
import { useTranslation } from '@platform/i18n';
import { useNavigate, useSearchParams } from '@platform/ui/router';
import { Button, List, PageLayout, useBack } from '@platform/ui';
import { Input } from '@platform/ui/forms';
import {
  LOCATE_OPTIONS,
  LOCATE_TIMEOUT_MS,
  type LocateFailure,
  confirmedPath,
  failureOf,
  formatPoint,
  locateBlocker,
  parseLatitude,
  parseLongitude,
  roundCoordinate,
} from '../location';

type Locating =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; accuracy: number }
  | { state: 'failed'; failure: LocateFailure };

/**
 * /choose-location?redirect=<path>: the player picks a point, from the browser's position or typed
 * in, and Confirm takes it back to the page that asked (docs/product-rules.md#routes).
 */
export function ChooseLocationScreen() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = params.get(RETURN_PARAM);
  const cancel = useBack(safeReturnPath(returnPath) ?? routePath('home'));
  const [latitudeText, setLatitudeText] = useState('');
  const [longitudeText, setLongitudeText] = useState('');
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  // Each request has a number; an answer to an older one (or after leaving the page) is dropped.
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const blocker = locateBlocker();
  const failure = blocker ?? (locating.state === 'failed' ? locating.failure : null);
  const latitude = parseLatitude(latitudeText);
  const longitude = parseLongitude(longitudeText);
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  const locate = () => {
    const id = (attempt.current += 1);
    setLocating({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (id !== attempt.current) return;
        setLatitudeText(String(roundCoordinate(coords.latitude)));
        setLongitudeText(String(roundCoordinate(coords.longitude)));
        setLocating({ state: 'found', accuracy: coords.accuracy });
      },
      (error) => {
        if (id === attempt.current) setLocating({ state: 'failed', failure: failureOf(error) });
      },
      LOCATE_OPTIONS,
    );
  };
  // Typing replaces a found position: a late answer must not overwrite what was typed.
  const type = (set: (text: string) => void) => (text: string) => {
    attempt.current += 1;
    setLocating({ state: 'idle' });
    set(text);
  };

  return (
    <PageLayout title={t('location.chooseTitle')} onBack={cancel}>
      <div className="kit-actions">
        <Button
          block
          color="primary"
          fill="outline"
          disabled={blocker !== null}
          loading={locating.state === 'locating'}
          loadingText={t('location.locating')}
          onClick={locate}
          data-testid="location-use-current"
        >
          {t('location.useCurrent')}
        </Button>
        {locating.state === 'found' && point && (
          <p className="kit-hint" data-testid="location-found">
            {t('location.found', {
              coordinates: formatPoint(point),
              metres: Math.round(locating.accuracy),
            })}
          </p>
        )}
        {failure && (
          <p className="kit-hint kit-error" role="alert" data-testid="location-error">
            {t(`location.failures.${failure}`, { seconds: LOCATE_TIMEOUT_MS / 1000 })}
          </p>
        )}
      </div>
      <List header={t('location.manual')}>
        <CoordinateField
          label={t('location.latitude')}
          placeholder={t('location.latitudePlaceholder')}
          error={latitudeText.trim() && latitude === null ? t('location.invalidLatitude') : null}
          value={latitudeText}
          onChange={type(setLatitudeText)}
          testId="location-latitude"
        />
        <CoordinateField
          label={t('location.longitude')}
          placeholder={t('location.longitudePlaceholder')}
          error={longitudeText.trim() && longitude === null ? t('location.invalidLongitude') : null}
          value={longitudeText}
          onChange={type(setLongitudeText)}
          testId="location-longitude"
        />
      </List>
      <div className="kit-actions">
        <Button
          block
          color="primary"
          disabled={!point}
          onClick={() => {
            if (point) void navigate(confirmedPath(returnPath, point), { replace: true });
          }}
          data-testid="location-confirm"
        >
          {t('common:actions.confirm')}
        </Button>
        <Button block fill="none" onClick={cancel} data-testid="location-cancel">
          {t('common:actions.cancel')}
        </Button>
      </div>
    </PageLayout>
  );
}

function CoordinateField({
  label,
  placeholder,
  error,
  value,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  error: string | null;
  value: string;
  onChange: (text: string) => void;
  testId: string;
}) {
  return (
    <List.Item
      title={label}
      description={error && <span className="kit-error">{error}</span>}
      data-testid={`${testId}-field`}
    >
      {/* The text keyboard: the decimal pad of iOS has no minus sign, and south and west are negative. */}
      <Input
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete="off"
        clearable
        data-testid={testId}
      />
    </List.Item>
  );
}
