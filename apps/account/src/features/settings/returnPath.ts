import { RETURN_PARAM, routePath } from '@platform/routes';

/** What a settings step did, for the success page (`?done=`). */
export const DONE_KINDS = ['loginPassword', 'payPassword', 'phone', 'email', 'name'] as const;
export type DoneKind = (typeof DONE_KINDS)[number];

/** The success page of a step, keeping the return path for its button. */
export function successPath(done: DoneKind, returnPath: string | null): string {
  return routePath('success', { done, [RETURN_PARAM]: returnPath });
}
