import { routePath } from '@platform/routes';

/** The query parameter that carries where to go once a settings step is done (as the login page). */
export const RETURN_PARAM = 'redirect';

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

/** The success page of a step, keeping the return path for its button. */
export function successPath(done: DoneKind, returnPath: string | null): string {
  return routePath('success', { done, [RETURN_PARAM]: returnPath });
}
