import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { NETWORK_TIMEOUT_MS } from '../contract/constants';
import type { Access, Encoding } from '../contract/define';
import { LANGUAGE_HEADER, TOKEN_HEADER, TOLD_REFUSAL_ERRORS } from '../contract/envelope';
import { judgeAnswer } from './answerRules';
import { accessRestricted, apiRefused, sessionExpired } from './events';
import type { WithSession } from './session';
import { reportUploadProgress } from './uploadProgress';

/** The parts of an endpoint entry a call needs at run time (generated into the slice). */
export interface EndpointMeta {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  encoding: Encoding;
  access: Access;
}

export interface CallArgs {
  meta: EndpointMeta;
  args?: unknown;
}

/** Why a call did not succeed. The message of a refusal has already been shown to the player. */
export type CallError =
  | { kind: 'refused'; code: number; msg: string; errorCode?: string }
  | { kind: 'unauthorized' }
  | { kind: 'restricted'; ip: string | null }
  | { kind: 'network' };

/**
 * A call that failed for a reason of the network or the server: no answer (no network, the 60 s
 * time-out), an answer that is not JSON, or a 5xx status.
 */
export interface CallFailure {
  endpoint: string;
  /** The HTTP status of the answer; null when none came (network failure, time-out). */
  status: number | null;
}

type CallFailureListener = (failure: CallFailure) => void;
const callFailureListeners = new Set<CallFailureListener>();

/**
 * Told of every call that failed by network, time-out, a non-JSON answer or a 5xx status (the
 * shell's health reports count them); not of business answers (code != 0), 401, 403 or other 4xx,
 * nor of a call the app cancelled. Returns the unsubscribe.
 */
export function onCallFailure(listener: CallFailureListener): () => void {
  callFailureListeners.add(listener);
  return () => void callFailureListeners.delete(listener);
}

function reportCallFailure(failure: CallFailure) {
  for (const listener of callFailureListeners) {
    try {
      listener(failure);
    } catch {
      // A listener's fault never fails the call.
    }
  }
}

let apiBaseUrl = './web/';

/** The shell sets where the platform API lives (from its runtime manifest) before the first call. */
export function configureApiBaseUrl(url: string) {
  apiBaseUrl = url.endsWith('/') ? url : `${url}/`;
}

/** The absolute URL of a path under the platform API (the event stream uses it beside the calls). */
export function apiUrl(path: string): string {
  return new URL(path, new URL(apiBaseUrl, globalThis.location?.href)).href;
}

function wireValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Query-string form encoding (the default: docs/api-contract.md#wire-rules); nested values travel
 * as JSON text.
 */
export function encodeForm(args: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (args && typeof args === 'object') {
    for (const [key, value] of Object.entries(args)) {
      if (value !== undefined && value !== null) params.append(key, wireValue(value));
    }
  }
  return params;
}

function encodeMultipart(args: unknown): FormData {
  const form = new FormData();
  if (args && typeof args === 'object') {
    for (const [key, value] of Object.entries(args)) {
      if (value instanceof Blob) form.append(key, value);
      else if (value !== undefined && value !== null) form.append(key, wireValue(value));
    }
  }
  return form;
}

function requestFor({ meta, args }: CallArgs) {
  switch (meta.encoding) {
    case 'query':
      return { url: meta.path, method: 'GET', params: encodeForm(args) };
    case 'json':
      return { url: meta.path, method: 'POST', body: args ?? {} };
    case 'multipart':
      return { url: meta.path, method: 'POST', body: encodeMultipart(args) };
    default:
      return { url: meta.path, method: 'POST', body: encodeForm(args) };
  }
}

function sessionHeaders(getState: () => unknown, headers: Headers): Headers {
  const { session } = getState() as WithSession;
  headers.set(LANGUAGE_HEADER, String(session.langTypVal));
  if (session.token) headers.set(TOKEN_HEADER, session.token);
  return headers;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  timeout: NETWORK_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => sessionHeaders(getState, headers),
});

/** What came back: the parsed body (undefined when not JSON) and the HTTP status (null: none). */
interface Sent {
  body: unknown;
  status: number | null;
}

/**
 * Files go through XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not); same headers, same 60 s time-out. Resolves with the parsed body (undefined when the
 * network failed or the answer is not JSON) and the status.
 */
function sendMultipart(
  url: string,
  form: FormData,
  headers: Headers,
  files: readonly Blob[],
  signal: AbortSignal,
): Promise<Sent> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = NETWORK_TIMEOUT_MS;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        reportUploadProgress(files, event.loaded / event.total);
    };
    xhr.onload = () => {
      reportUploadProgress(files, 1);
      try {
        resolve({ body: JSON.parse(xhr.responseText) as unknown, status: xhr.status });
      } catch {
        resolve({ body: undefined, status: xhr.status });
      }
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ body: undefined, status: null });
    signal.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

async function send(
  call: CallArgs,
  url: string,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<Sent> {
  const request = requestFor(call);
  if (call.meta.encoding === 'multipart') {
    const files = Object.values((call.args ?? {}) as object).filter((v) => v instanceof Blob);
    const headers = sessionHeaders(api.getState, new Headers());
    return sendMultipart(url, request.body as FormData, headers, files, api.signal);
  }
  const result = await rawBaseQuery({ ...request, url }, api, extraOptions);
  const status = result.meta?.response?.status ?? null;
  return { body: result.error ? (result.error as { data?: unknown }).data : result.data, status };
}

/**
 * The one place that applies the answer rules (docs/product-rules.md#answers) to every call:
 * success on code 0, a captcha field or expectedRebateToday >= 0; 401 ends the session; errorCode
 * "403" restricts; any other code is shown as a toast and fails the call (but one with an errorCode,
 * which the page answers with a step of its own, showing the msg there, unless the errorCode only
 * names the refusal: TOLD_REFUSAL_ERRORS); a network failure (or
 * 60 s time-out) fails silently. A call without a usable answer or with a 5xx status is also told
 * to the `onCallFailure` listeners (docs/decisions.md#delivery-health-reports-from-the-shell).
 */
export const platformBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = async (
  call,
  api,
  extraOptions,
) => {
  const url = apiUrl(call.meta.path);
  const { body, status } = await send(call, url, api, extraOptions ?? {});
  const verdict = judgeAnswer(body);
  // A call the app itself cancelled did not fail.
  if ((!verdict || (status ?? 0) >= 500) && !api.signal.aborted)
    reportCallFailure({ endpoint: call.meta.name, status });
  if (!verdict) return { error: { kind: 'network' } };
  switch (verdict.kind) {
    case 'success':
      return { data: body };
    case 'unauthorized':
      api.dispatch(sessionExpired());
      return { error: { kind: 'unauthorized' } };
    case 'restricted':
      api.dispatch(accessRestricted({ ip: verdict.ip }));
      return { error: verdict };
    case 'refused':
      if (verdict.msg && (!verdict.errorCode || TOLD_REFUSAL_ERRORS.includes(verdict.errorCode)))
        api.dispatch(
          apiRefused({ code: verdict.code, msg: verdict.msg, endpoint: call.meta.name }),
        );
      return { error: verdict };
  }
};
