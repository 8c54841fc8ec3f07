/** The account area's routes (owned here, listed in the shell's route table). */
export const ACCOUNT_PATHS = {
  my: '/pages/my/my',
  profile: '/pages/userInfo/userInfo',
  settings: '/pages/system/system',
  verification: '/pages/system/verification',
  loginPassword: '/pages/system/exitPassword',
  payPassword: '/pages/system/secondaryPassword',
  success: '/pages/system/success',
  setEmail: '/pages/system/setEmail',
  setPhone: '/pages/system/setPhone',
  setName: '/pages/system/setName',
  verifiedState: '/pages/system/verifiedState',
  messages: '/pages/mail/mail',
  messageDetail: '/pages/mail/detail',
  agent: '/pages/agentPage/agentPage',
} as const;

/** Pages of other areas the my page links to (spec 2), by the route table's paths. */
export const LINKED_PATHS = {
  deposit: '/pages/finance/myDeposit',
  transfer: '/pages/finance/transfer',
  withdraw: '/pages/finance/withDraw',
  transactions: '/pages/transaction/transaction',
  betRecord: '/pages/record/bet',
  rewardRecord: '/pages/record/reward',
  paymentAccounts: '/pages/cards/index',
  inviteFriends: '/pages/activity/friendInvitation',
  feedback: '/pages/feedback/feedback',
  help: '/pages/help/help',
  about: '/pages/about/about',
  sponsor: '/pages/sponsor/sponsor',
  customerService: '/pages/connect/connect',
  vipPrivilege: '/pages/vip/privilege',
} as const;
