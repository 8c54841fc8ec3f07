/**
 * Result codes of the platform API. The spec fixes 0, 401 and errorCode "403"; the rest are ours
 * (recorded in docs/decisions.md). HTTP status mirrors the code where one exists.
 */
export const ResultCode = {
  ok: 0,
  invalidInput: 400,
  unauthorized: 401,
  restricted: 403,
  notFound: 404,
  conflict: 409,
  /** The body, a file or a part of it is over its limit; the message names which. */
  payloadTooLarge: 413,
  tooFrequent: 429,
  serverError: 500,
  notYetAvailable: 501,
  /** Business refusals (wrong password, wrong code, insufficient balance …) */
  refused: 1000,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Every answer: `code`, a `msg` in the request's language, and the call's own fields. */
export interface Envelope {
  code: number;
  msg: string;
  errorCode?: string;
  ip?: string;
}

/**
 * The `errorCode` of a refusal that asks for the image captcha first (a guest's new chat after a
 * few from one address: docs/product-rules.md#customer-service); the page shows it and sends again.
 */
export const CAPTCHA_REQUIRED_ERROR = 'captchaRequired';

/**
 * The errorCode of a refusal the app answers with a step of its own rather than a toast: this one
 * asks for the login password (confirmLoginPassword) and then sends the refused call again.
 */
export const PASSWORD_CONFIRMATION_REQUIRED = 'passwordConfirmationRequired';

/** The errorCode of a wrong login password in that step: its sheet shows the message itself. */
export const PASSWORD_CONFIRMATION_WRONG = 'passwordConfirmationWrong';

/**
 * The errorCodes of responsible gambling's refusals (a money limit, the session limit, a break:
 * docs/product-rules.md#responsible-gambling). They name the kind of refusal for a page that wants
 * to tell it apart, but ask for no step: the player reads the message as a toast, like any refusal.
 */
export const TOLD_REFUSAL_ERRORS: readonly string[] = [
  'protectionLimit',
  'protectionSession',
  'protectionBreak',
];

/** The header that carries the member's token, and the one that carries the language code (1-8). */
export const TOKEN_HEADER = 'token';
export const LANGUAGE_HEADER = 'lang';
