import { RETURN_PARAM, routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, inputOf, screen, typeInto, waitFor } from '@platform/ui/testing';
import { renderGuestPage } from '../../testing/guestPage';
import ChooseLocationPage from './ChooseLocationPage';

const CHOOSE = routePath('chooseLocation');

type Answer = { position: Partial<GeolocationCoordinates> } | { code: 1 | 2 | 3 };

/** A browser whose position request waits until the test answers it. */
function fakeGeolocation() {
  const requests: {
    options: PositionOptions | undefined;
    answer: (reply: Answer) => void;
  }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn(
      (found: PositionCallback, failed: PositionErrorCallback, options?: PositionOptions) => {
        requests.push({
          options,
          answer: (reply) =>
            act(() => {
              if ('position' in reply)
                found({ coords: reply.position, timestamp: 0 } as GeolocationPosition);
              else failed({ code: reply.code, message: '' } as GeolocationPositionError);
            }),
        });
      },
    ),
  } as unknown as Geolocation;
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(geolocation);
  return requests;
}

const hongKong = { latitude: 22.31930049, longitude: 114.16940012, accuracy: 35.4 };

function confirm() {
  fireEvent.click(screen.getByTestId('location-confirm'));
}

function isDisabled(testId: string) {
  return screen.getByTestId(testId).hasAttribute('disabled');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('choose a location: the current position', () => {
  it('asks the browser without high accuracy for 15 s, then shows the point with its accuracy in metres', async () => {
    const requests = fakeGeolocation();
    renderGuestPage(<ChooseLocationPage />, CHOOSE);
    fireEvent.click(await screen.findByTestId('location-use-current'));

    expect(requests).toHaveLength(1);
    expect(requests[0]!.options).toEqual({ enableHighAccuracy: false, timeout: 15_000 });
    expect(screen.getByTestId('location-use-current').textContent).toContain(
      'Finding your location',
    );
    requests[0]!.answer({ position: hongKong });

    expect((await screen.findByTestId('location-found')).textContent).toBe(
      'Found 22.3193, 114.1694, accurate to about 35 m',
    );
    expect(inputOf('location-latitude').value).toBe('22.3193');
    expect(inputOf('location-longitude').value).toBe('114.1694');
    expect(screen.queryByTestId('location-error')).toBeNull();
  });

  it('confirms the found point back to the page that asked, with latitude and longitude in its query', async () => {
    const requests = fakeGeolocation();
    const asking = routePath('deposit', { type: 'bank' });
    const { currentUrl } = renderGuestPage(
      <ChooseLocationPage />,
      `${CHOOSE}?${RETURN_PARAM}=${encodeURIComponent(asking)}`,
    );
    fireEvent.click(await screen.findByTestId('location-use-current'));
    requests[0]!.answer({ position: hongKong });
    await screen.findByTestId('location-found');
    confirm();
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `${routePath('deposit')}?type=bank&latitude=22.3193&longitude=114.1694`,
      ),
    );
  });

  it.each([
    [1, 'Location is blocked for this site. Allow it in your browser'],
    [2, 'Your position could not be found. Check that location is switched on'],
    [3, 'Finding your position took more than 15 seconds.'],
  ] as const)('says in words why there is no position (error code %i)', async (code, words) => {
    const requests = fakeGeolocation();
    renderGuestPage(<ChooseLocationPage />, CHOOSE);
    fireEvent.click(await screen.findByTestId('location-use-current'));
    requests[0]!.answer({ code });

    expect((await screen.findByTestId('location-error')).textContent).toContain(words);
    expect(screen.queryByTestId('location-found')).toBeNull();
    expect(isDisabled('location-confirm')).toBe(true);
    // The player can try again.
    expect(isDisabled('location-use-current')).toBe(false);
  });

  it('on an insecure page says the position needs https and does not ask for it', async () => {
    const requests = fakeGeolocation();
    vi.stubGlobal('isSecureContext', false);
    renderGuestPage(<ChooseLocationPage />, CHOOSE);

    expect((await screen.findByTestId('location-error')).textContent).toContain(
      'only with secure (https) pages',
    );
    expect(isDisabled('location-use-current')).toBe(true);
    fireEvent.click(screen.getByTestId('location-use-current'));
    expect(requests).toHaveLength(0);
  });

  it('in a browser without geolocation says so and offers the typed coordinates', async () => {
    vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(undefined as unknown as Geolocation);
    renderGuestPage(<ChooseLocationPage />, CHOOSE);
    expect((await screen.findByTestId('location-error')).textContent).toContain(
      'This browser cannot share your location.',
    );
    expect(isDisabled('location-use-current')).toBe(true);
    expect(screen.getByTestId('location-latitude')).toBeTruthy();
  });

  it('keeps what the player typed when the position arrives after it', async () => {
    const requests = fakeGeolocation();
    renderGuestPage(<ChooseLocationPage />, CHOOSE);
    fireEvent.click(await screen.findByTestId('location-use-current'));
    typeInto('location-latitude', '10');
    requests[0]!.answer({ position: hongKong });

    expect(inputOf('location-latitude').value).toBe('10');
    expect(inputOf('location-longitude').value).toBe('');
    expect(screen.queryByTestId('location-found')).toBeNull();
  });
});

describe('choose a location: typed coordinates', () => {
  it('confirms a typed point to the open-location page when no page asked', async () => {
    fakeGeolocation();
    const { currentUrl } = renderGuestPage(<ChooseLocationPage />, CHOOSE);
    typeInto('location-latitude', ' -33.8688 ');
    typeInto('location-longitude', '151.2093');
    confirm();
    await waitFor(() =>
      expect(currentUrl()).toBe(
        routePath('openLocation', { latitude: -33.8688, longitude: 151.2093 }),
      ),
    );
  });

  it('says which coordinate is out of range and confirms nothing until both are valid', async () => {
    fakeGeolocation();
    const { currentUrl } = renderGuestPage(<ChooseLocationPage />, CHOOSE);
    expect(isDisabled('location-confirm')).toBe(true);

    typeInto('location-latitude', '91');
    typeInto('location-longitude', '200');
    expect(screen.getByTestId('location-latitude-field').textContent).toContain(
      'Enter a latitude between -90 and 90',
    );
    expect(screen.getByTestId('location-longitude-field').textContent).toContain(
      'Enter a longitude between -180 and 180',
    );
    expect(isDisabled('location-confirm')).toBe(true);
    confirm();
    expect(currentUrl()).toBe(CHOOSE);

    typeInto('location-latitude', '90');
    expect(screen.getByTestId('location-latitude-field').textContent).not.toContain('Enter a');
    expect(isDisabled('location-confirm')).toBe(true);
    typeInto('location-longitude', '-180');
    expect(isDisabled('location-confirm')).toBe(false);
  });

  it('never confirms to another site: a foreign return path shows the point instead', async () => {
    fakeGeolocation();
    const { currentUrl } = renderGuestPage(
      <ChooseLocationPage />,
      `${CHOOSE}?${RETURN_PARAM}=${encodeURIComponent('//evil.example/')}`,
    );
    typeInto('location-latitude', '1.5');
    typeInto('location-longitude', '2.5');
    confirm();
    await waitFor(() =>
      expect(currentUrl()).toBe(routePath('openLocation', { latitude: 1.5, longitude: 2.5 })),
    );
  });

  it('cancel, opened directly, goes to the page that asked, or home', async () => {
    fakeGeolocation();
    const asking = routePath('my');
    const { currentUrl, unmount } = renderGuestPage(
      <ChooseLocationPage />,
      `${CHOOSE}?${RETURN_PARAM}=${encodeURIComponent(asking)}`,
    );
    fireEvent.click(screen.getByTestId('location-cancel'));
    await waitFor(() => expect(currentUrl()).toBe(asking));
    unmount();

    const home = renderGuestPage(<ChooseLocationPage />, CHOOSE);
    fireEvent.click(screen.getByTestId('location-cancel'));
    await waitFor(() => expect(home.currentUrl()).toBe(routePath('home')));
  });
});
