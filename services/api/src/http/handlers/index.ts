import type { HandlerMap } from '../context';
import { accountHandlers } from './account';
import { agentHandlers } from './agent';
import { depositHandlers } from './deposits';
import { feedbackHandlers } from './feedback';
import { gameHandlers } from './games';
import { guestIndexHandlers } from './guestIndex';
import { guestUserHandlers } from './guestUser';
import { inhouseHandlers } from './inhouse';
import { inviteHandlers } from './invite';
import { lottery6Handlers } from './lottery6';
import { messageHandlers } from './messages';
import { offerHandlers } from './offers';
import { paymentAccountHandlers } from './paymentAccounts';
import { protectionHandlers } from './protection';
import { rebateHandlers } from './rebates';
import { rewardHandlers } from './rewards';
import { sportsbookHandlers } from './sportsbook';
import { supportChatHandlers } from './supportChat';
import { supportContentHandlers } from './supportContent';
import { sysHandlers } from './sys';
import { uploadHandlers } from './uploads';
import { userHandlers } from './user';
import { transactionHandlers } from './transactions';
import { venueHandlers } from './venues';
import { verificationHandlers } from './verification';
import { vipHandlers } from './vip';
import { welfareHandlers } from './welfare';
import { withdrawalHandlers } from './withdrawals';

/** Every built endpoint. An endpoint of the list missing here answers code 501. */
export const handlers: HandlerMap = {
  ...guestUserHandlers,
  ...guestIndexHandlers,
  ...userHandlers,
  ...verificationHandlers,
  ...sysHandlers,
  ...depositHandlers,
  ...paymentAccountHandlers,
  ...uploadHandlers,
  ...venueHandlers,
  ...transactionHandlers,
  ...withdrawalHandlers,
  ...accountHandlers,
  ...messageHandlers,
  ...agentHandlers,
  ...gameHandlers,
  ...inhouseHandlers,
  ...sportsbookHandlers,
  ...lottery6Handlers,
  ...rewardHandlers,
  ...offerHandlers,
  ...welfareHandlers,
  ...vipHandlers,
  ...inviteHandlers,
  ...rebateHandlers,
  ...supportChatHandlers,
  ...supportContentHandlers,
  ...feedbackHandlers,
  ...protectionHandlers,
};
