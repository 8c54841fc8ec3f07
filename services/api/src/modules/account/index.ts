export { AGENT_DOMAIN_KEY, agentContacts } from './agent/agentContacts';
export { convertToAgent } from './agent/convertToAgent';
export { canJoinInviteActivity, inviteCodeOf } from './agent/inviteActivity';
export { agentTeamFigures } from './agent/teamFigures';
export { announcementInputSchema, publishAnnouncement } from './messages/announcements';
export {
  deleteMessage,
  listMessages,
  markAllRead,
  markRead,
  readMessage,
  topMessages,
  unreadCounts,
} from './messages/messageCentre';
export { answerPlaySessionCheck, currentPlaySession } from './playSessions/playSession';
export {
  confirmLimitChange,
  setMoneyLimit,
  setRealityCheck,
  setSessionLimit,
  startBreak,
} from './protection';
export {
  checkPasswordResetCode,
  resetPassword,
  sendPasswordResetCode,
  startPasswordReset,
} from './users/forgotPassword';
export { login, logout } from './users/login';
export { sendLoginPhoneCode } from './users/loginChallenge';
export { modifyPassword } from './users/modifyPassword';
export { modifyUserInfo } from './users/modifyUserInfo';
export { setPaymentPassword, verifyPaymentPassword } from './users/paymentPassword';
export { changeLanguage, setAutoTransfer } from './users/preferences';
export { register } from './users/register';
export { tellSecurityChange } from './users/securityNotices';
export { verifyPhoneMiddle } from './users/securityVerification';
export { toUserInfo } from './users/userInfo';
export { verifyCode } from './verification/codes';
export type { CodeScope } from './verification/codes';
export {
  checkMemberEmailCode,
  checkMemberSmsCode,
  sendMemberEmailCode,
  sendMemberSmsCode,
  sendRegisterSmsCode,
  smsScope,
} from './verification/memberCodes';
