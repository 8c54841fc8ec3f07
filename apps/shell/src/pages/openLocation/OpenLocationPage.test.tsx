import { routePath } from '@platform/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@platform/ui/testing';
import { renderGuestPage } from '../../testing/guestPage';
import OpenLocationPage from './OpenLocationPage';

const pier = {
  latitude: 22.2869,
  longitude: 114.1589,
  name: 'Central Pier 7',
  address: '7 Man Kwong St, Central',
};

function clipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
  return writeText;
}

afterEach(() => vi.restoreAllMocks());

describe('open a location', () => {
  it("shows the place's name, address and coordinates, and opens it in the phone's map app", async () => {
    renderGuestPage(<OpenLocationPage />, routePath('openLocation', pier));

    expect((await screen.findByTestId('location-place')).textContent).toContain('Central Pier 7');
    expect(screen.getByTestId('location-address').textContent).toBe('7 Man Kwong St, Central');
    expect(screen.getByTestId('location-coordinates').textContent).toBe('22.2869, 114.1589');
    const maps = screen.getByTestId('location-open-maps');
    expect(maps.tagName).toBe('A');
    expect(maps.getAttribute('href')).toBe(
      'geo:22.2869,114.1589?q=22.2869,114.1589(Central%20Pier%207)',
    );
    expect(maps.textContent).toContain('Open in maps');
  });

  it('copies the coordinates and the address', async () => {
    const writeText = clipboard();
    renderGuestPage(<OpenLocationPage />, routePath('openLocation', pier));

    fireEvent.click(await screen.findByTestId('location-copy-coordinates'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('22.2869, 114.1589'));
    fireEvent.click(screen.getByTestId('location-copy-address'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('7 Man Kwong St, Central'));
  });

  it('shows only the coordinates, and an unlabelled map link, for a point without name or address', async () => {
    renderGuestPage(
      <OpenLocationPage />,
      routePath('openLocation', { latitude: -33.8688, longitude: 151.2093 }),
    );
    expect((await screen.findByTestId('location-coordinates')).textContent).toBe(
      '-33.8688, 151.2093',
    );
    expect(screen.queryByTestId('location-address')).toBeNull();
    expect(screen.queryByTestId('location-copy-address')).toBeNull();
    expect(screen.getByTestId('location-open-maps').getAttribute('href')).toBe(
      'geo:-33.8688,151.2093?q=-33.8688,151.2093',
    );
  });

  it.each([
    ['no coordinates', {}],
    ['only a latitude', { latitude: 22.2869 }],
    ['a latitude beyond 90', { latitude: 91, longitude: 114 }],
    ['a longitude beyond 180', { latitude: 22, longitude: -181 }],
    ['words for numbers', { latitude: 'north', longitude: 'east' }],
  ])('with %s says there is no location to show, and leads home', async (_, query) => {
    const { currentUrl } = renderGuestPage(
      <OpenLocationPage />,
      routePath('openLocation', { name: 'Somewhere', ...query }),
    );
    expect((await screen.findByTestId('location-none')).textContent).toContain(
      'No location to show',
    );
    expect(screen.queryByTestId('location-open-maps')).toBeNull();
    fireEvent.click(screen.getByText('Back to home'));
    await waitFor(() => expect(currentUrl()).toBe(routePath('home')));
  });
});
