import { ACCOUNT_PATHS } from '../../paths';

/** The query parameter that carries where to go once a settings step is done (as the login page). */
export const RETURN_PARAM = 'redirect';

/** The shell's home, where signing out lands. */
export const HOME_PATH = '/';

/** The customer service page (support area): a forgotten payment password is reset there. */
export const CUSTOMER_SERVICE_PATH = '/pages/connect/connect';

/** What a settings step did, for the success page (`?done=`). */
export const DONE_KINDS = ['loginPassword', 'payPassword', 'phone', 'email', 'name'] as const;
export type DoneKind = (typeof DONE_KINDS)[number];

/**
 * A return path from the query, only when it is a path of this app: a link must not be able to
 * send a player who just changed a password to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return value;
}

/** A path with its query string, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The success page of a step, keeping the return path for its button. */
export function successPath(done: DoneKind, returnPath: string | null): string {
  return withQuery(ACCOUNT_PATHS.success, { done, [RETURN_PARAM]: returnPath });
}
