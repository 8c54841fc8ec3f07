// The API's release endpoints (/ops/releases), as the delivery commands and the site server call
// them: bearer RELEASE_TOKEN (the development default otherwise), the API on RELEASE_API.
import { API_PORT } from '@platform/build-config/ports';

export interface ReleaseApiOptions {
  base?: string;
  token?: string;
}

export class ReleaseApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function releaseApi({
  base = process.env.RELEASE_API ?? `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}`,
  token = process.env.RELEASE_TOKEN ?? 'release-dev-token',
}: ReleaseApiOptions = {}) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/ops/releases${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as T & { msg?: string }) : ({} as T & { msg?: string });
    if (!response.ok)
      throw new ReleaseApiError(json.msg ?? `HTTP ${response.status}`, response.status);
    return json;
  }
  return {
    base,
    sync: () => call<unknown>('POST', '/sync'),
    releases: (app: string) => call<Releases>('GET', `/${app}`),
    rollout: (app: string, body: { version: string; traffic?: number; step?: boolean }) =>
      call<unknown>('POST', `/${app}/rollout`, body),
    rollback: (app: string) => call<unknown>('POST', `/${app}/rollback`),
  };
}

export interface ReleaseVersion {
  version: string;
  traffic: number;
  default: boolean;
  commit: string;
  publishedAt: string;
  steps?: { traffic: number; due: string }[] | null;
}

export interface Releases {
  versions: ReleaseVersion[];
  events: {
    version: string;
    action: string;
    traffic: number | null;
    detail: unknown;
    at: string;
  }[];
}
