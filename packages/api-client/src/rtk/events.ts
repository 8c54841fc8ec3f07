import { createAction } from '@reduxjs/toolkit';
import type { UserBalanceMap } from '../contract/entities';

/** A call was refused with a message for the player (the shell shows it as a toast). */
export const apiRefused = createAction<{ code: number; msg: string; endpoint: string }>(
  'api/refused',
);
/** An answer said 401: the session is over (the shell goes to login). */
export const sessionExpired = createAction('session/expired');
/** An answer carried errorCode "403": this ip may not use the site (the shell goes to the access page). */
export const accessRestricted = createAction<{ ip: string | null }>('session/accessRestricted');
/** The member event stream brought the player's balances (docs/product-rules.md#event-stream). */
export const balancePushed = createAction<UserBalanceMap>('session/balancePushed');
