import type { HandlerMap } from '../context';
import { guestIndexHandlers } from './guestIndex';
import { guestUserHandlers } from './guestUser';
import { sysHandlers } from './sys';
import { userHandlers } from './user';
import { verificationHandlers } from './verification';

/** Every built endpoint. An endpoint of the list missing here answers code 501. */
export const handlers: HandlerMap = {
  ...guestUserHandlers,
  ...guestIndexHandlers,
  ...userHandlers,
  ...verificationHandlers,
  ...sysHandlers,
};
