import { routePath } from '@platform/routes';
import { describe, expect, it } from 'vitest';
import {
  LOCATE_OPTIONS,
  confirmedPath,
  failureOf,
  formatPoint,
  geoUri,
  locateBlocker,
  openLocationPath,
  parseLatitude,
  parseLongitude,
  parsePoint,
} from './location';

const hongKong = { latitude: 22.3193, longitude: 114.1694 };

describe('coordinates', () => {
  it('accepts decimal degrees up to the limits, signed, with spaces around', () => {
    expect(parseLatitude('22.3193')).toBe(22.3193);
    expect(parseLatitude(' -90 ')).toBe(-90);
    expect(parseLatitude('+90')).toBe(90);
    expect(parseLatitude('.5')).toBe(0.5);
    expect(parseLongitude('-180')).toBe(-180);
    expect(parseLongitude('180.0')).toBe(180);
  });

  it('refuses a latitude beyond ±90 and a longitude beyond ±180', () => {
    expect(parseLatitude('90.000001')).toBeNull();
    expect(parseLatitude('-91')).toBeNull();
    expect(parseLongitude('180.5')).toBeNull();
    expect(parseLongitude('-181')).toBeNull();
    // A longitude-sized value is not a latitude.
    expect(parseLatitude('114.1694')).toBeNull();
  });

  it('refuses what is not a plain decimal number, which Number() would accept', () => {
    for (const text of ['', '  ', 'abc', '1e1', '0x10', 'Infinity', '12,5', '1.2.3', '-', null]) {
      expect(parseLatitude(text), String(text)).toBeNull();
    }
    expect(parseLatitude(undefined)).toBeNull();
  });

  it('keeps six decimals (about 0.1 m) and never shows -0', () => {
    expect(parseLatitude('22.31930049')).toBe(22.3193);
    expect(parseLatitude('-0.0000001')).toBe(0);
    expect(Object.is(parseLatitude('-0.0000001'), 0)).toBe(true);
  });

  it('reads a point only when both coordinates are valid', () => {
    expect(parsePoint('22.3193', '114.1694')).toEqual(hongKong);
    expect(parsePoint('22.3193', null)).toBeNull();
    expect(parsePoint('95', '114')).toBeNull();
    expect(parsePoint('22', '190')).toBeNull();
  });

  it('shows a point as "latitude, longitude"', () => {
    expect(formatPoint(hongKong)).toBe('22.3193, 114.1694');
    expect(formatPoint({ latitude: 1.123456789, longitude: -2 })).toBe('1.123457, -2');
  });
});

describe('geo: URI', () => {
  it('points the map app at the coordinates, labelled with the name', () => {
    expect(geoUri(hongKong, 'Central Pier')).toBe(
      'geo:22.3193,114.1694?q=22.3193,114.1694(Central%20Pier)',
    );
  });

  it('has no label without a name, and encodes characters that would break the URI', () => {
    expect(geoUri(hongKong)).toBe('geo:22.3193,114.1694?q=22.3193,114.1694');
    expect(geoUri(hongKong, '  ')).toBe('geo:22.3193,114.1694?q=22.3193,114.1694');
    expect(geoUri(hongKong, 'A&B (east)')).toBe(
      'geo:22.3193,114.1694?q=22.3193,114.1694(A%26B%20(east))',
    );
  });
});

describe('where a chosen point goes', () => {
  it('back to the page that asked, with latitude and longitude added to its own query', () => {
    const asking = routePath('deposit', { type: 'bank' });
    expect(confirmedPath(asking, hongKong)).toBe(
      `${routePath('deposit')}?type=bank&latitude=22.3193&longitude=114.1694`,
    );
    expect(confirmedPath(routePath('my'), hongKong)).toBe(
      `${routePath('my')}?latitude=22.3193&longitude=114.1694`,
    );
  });

  it('replaces an older point in the return path and keeps its #fragment', () => {
    const asking = `${routePath('my', { latitude: 1, longitude: 2 })}#map`;
    expect(confirmedPath(asking, hongKong)).toBe(
      `${routePath('my')}?latitude=22.3193&longitude=114.1694#map`,
    );
  });

  it('to the open-location page when no page asked, or the return path leaves the app', () => {
    const shown = routePath('openLocation', hongKong);
    expect(confirmedPath(null, hongKong)).toBe(shown);
    expect(confirmedPath('//evil.example/', hongKong)).toBe(shown);
    expect(confirmedPath('https://evil.example/', hongKong)).toBe(shown);
  });

  it('opens a place with its name and address in the query, leaving out the empty ones', () => {
    expect(openLocationPath(hongKong, { name: 'Pier', address: '' })).toBe(
      routePath('openLocation', { ...hongKong, name: 'Pier' }),
    );
  });
});

describe('asking the browser', () => {
  it('asks without high accuracy and gives up after 15 seconds', () => {
    expect(LOCATE_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 15_000 });
  });

  it('names the reason of a refused position by its error code', () => {
    expect(failureOf({ code: 1 })).toBe('denied');
    expect(failureOf({ code: 2 })).toBe('unavailable');
    expect(failureOf({ code: 3 })).toBe('timeout');
  });

  it('cannot ask on an insecure page, nor in a browser without geolocation', () => {
    const geolocation = {} as Geolocation;
    expect(locateBlocker({ geolocation, isSecureContext: true })).toBeNull();
    expect(locateBlocker({ geolocation, isSecureContext: false })).toBe('insecure');
    expect(locateBlocker({ geolocation: undefined, isSecureContext: true })).toBe('unsupported');
  });
});
