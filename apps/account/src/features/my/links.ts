import { ACCOUNT_PATHS, LINKED_PATHS } from '../../paths';

/** A row of the my page that opens a page. */
export interface MyLink {
  key: string;
  path: string;
  icon: string;
}

/**
 * Spec 2's links of the my page, grouped: records, the account, and the rest. The messages row
 * (with its unread count), the desktop customer-service shortcut and the sports app are rows of
 * their own (see MyLinks).
 */
export const MY_LINK_GROUPS: readonly { key: string; links: readonly MyLink[] }[] = [
  {
    key: 'records',
    links: [
      { key: 'transactions', path: LINKED_PATHS.transactions, icon: '🧾' },
      { key: 'betRecord', path: LINKED_PATHS.betRecord, icon: '🎲' },
      { key: 'rewardRecord', path: LINKED_PATHS.rewardRecord, icon: '🎁' },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'profile', path: ACCOUNT_PATHS.profile, icon: '👤' },
      { key: 'paymentAccounts', path: LINKED_PATHS.paymentAccounts, icon: '💳' },
      { key: 'settings', path: ACCOUNT_PATHS.settings, icon: '⚙️' },
    ],
  },
  {
    key: 'more',
    links: [
      { key: 'inviteFriends', path: LINKED_PATHS.inviteFriends, icon: '👥' },
      { key: 'feedback', path: LINKED_PATHS.feedback, icon: '💬' },
      { key: 'help', path: LINKED_PATHS.help, icon: '❓' },
      { key: 'joinUs', path: ACCOUNT_PATHS.agent, icon: '🤝' },
      { key: 'about', path: LINKED_PATHS.about, icon: 'ℹ️' },
      { key: 'sponsor', path: LINKED_PATHS.sponsor, icon: '⚽' },
    ],
  },
];

/** The wallet's three money pages, as quick links under the balances. */
export const WALLET_SHORTCUTS = [
  { key: 'deposit', path: LINKED_PATHS.deposit },
  { key: 'transfer', path: LINKED_PATHS.transfer },
  { key: 'withdraw', path: LINKED_PATHS.withdraw },
] as const;

/** Site configuration key (getWebsiteBasicInfo) of the sports app's download page. */
export const SPORTS_APP_CONFIG_KEY = 'sportsAppUrl';

/** The sports app link from the site configuration: only an http(s) address, else none. */
export function sportsAppUrl(
  websiteBasicList: readonly { configKey: string; configValue: string }[] | undefined,
): string | null {
  const value = websiteBasicList
    ?.find((entry) => entry.configKey === SPORTS_APP_CONFIG_KEY)
    ?.configValue.trim();
  return value && /^https?:\/\/\S+$/i.test(value) ? value : null;
}
