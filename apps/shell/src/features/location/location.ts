import { routePath, safeReturnPath, withQuery } from '@platform/routes';

/**
 * The location pages' rules (docs/product-rules.md#routes): a point is a latitude in -90..90 and a
 * longitude in -180..180, in decimal degrees; it travels in the query as `latitude` / `longitude`.
 */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** How long "use my current location" waits for the browser before it says it took too long. */
export const LOCATE_TIMEOUT_MS = 15_000;

/** Network and Wi-Fi positioning is enough to pick a place and answers faster than GPS. */
export const LOCATE_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: LOCATE_TIMEOUT_MS,
};

/** Six decimals are about 0.1 m: finer digits from a phone's position mean nothing. */
const DECIMALS = 1e6;

// A plain decimal: no exponent, hex, "Infinity" or empty text, which Number() would accept.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A coordinate typed or read from the query, when it is a decimal number within ±limit. */
export function parseCoordinate(text: string | null | undefined, limit: number): number | null {
  const trimmed = (text ?? '').trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || Math.abs(value) > limit) return null;
  return roundCoordinate(value);
}

export const parseLatitude = (text: string | null | undefined) =>
  parseCoordinate(text, LATITUDE_LIMIT);
export const parseLongitude = (text: string | null | undefined) =>
  parseCoordinate(text, LONGITUDE_LIMIT);

/** Both coordinates, or null when either is missing or out of range. */
export function parsePoint(
  latitude: string | null | undefined,
  longitude: string | null | undefined,
): GeoPoint | null {
  const lat = parseLatitude(latitude);
  const lng = parseLongitude(longitude);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
}

export function roundCoordinate(value: number): number {
  // `|| 0` turns -0 into 0, so it never shows as "-0".
  return Math.round(value * DECIMALS) / DECIMALS || 0;
}

/** "22.3193, 114.1694": how the pages show a point and what "Copy" puts on the clipboard. */
export function formatPoint({ latitude, longitude }: GeoPoint): string {
  return `${roundCoordinate(latitude)}, ${roundCoordinate(longitude)}`;
}

/**
 * The geo: URI (RFC 5870, with the `q=` query Android and most map apps read) that opens the
 * phone's map app at the point, labelled with the place's name when there is one.
 */
export function geoUri(point: GeoPoint, name?: string | null): string {
  const at = `${roundCoordinate(point.latitude)},${roundCoordinate(point.longitude)}`;
  const label = name?.trim() ? `(${encodeURIComponent(name.trim())})` : '';
  return `geo:${at}?q=${at}${label}`;
}

function pointQuery(point: GeoPoint) {
  return {
    latitude: roundCoordinate(point.latitude),
    longitude: roundCoordinate(point.longitude),
  };
}

/** The open-location page showing a point (and its name and address when known). */
export function openLocationPath(
  point: GeoPoint,
  place: { name?: string | null; address?: string | null } = {},
): string {
  return routePath('openLocation', { ...pointQuery(point), ...place });
}

/**
 * Where "Confirm" on the choose-location page goes: the page that asked (only a path of this app),
 * with the chosen point added to its own query; without one, the open-location page for the point.
 */
export function confirmedPath(returnPath: string | null | undefined, point: GeoPoint): string {
  const target = safeReturnPath(returnPath);
  if (!target) return openLocationPath(point);
  const url = new URL(target, 'https://app.invalid');
  const query = Object.fromEntries(url.searchParams);
  return `${withQuery(url.pathname, { ...query, ...pointQuery(point) })}${url.hash}`;
}

/** Why the browser gave no position, as the page explains it. */
export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'insecure' | 'unsupported';

/** The reason behind a GeolocationPositionError's code (1 denied, 2 unavailable, 3 timeout). */
export function failureOf(error: Pick<GeolocationPositionError, 'code'>): LocateFailure {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * Why the page cannot ask for the position at all, or null when it can: browsers give a position
 * only to secure pages (https, localhost) and refuse it elsewhere as if the player had said no.
 */
export function locateBlocker(
  env: { geolocation?: Geolocation | undefined; isSecureContext?: boolean } = {
    geolocation: navigator.geolocation,
    isSecureContext: window.isSecureContext,
  },
): Extract<LocateFailure, 'insecure' | 'unsupported'> | null {
  if (env.isSecureContext === false) return 'insecure';
  return env.geolocation ? null : 'unsupported';
}
