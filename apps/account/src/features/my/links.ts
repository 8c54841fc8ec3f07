import type { ComponentType, SVGProps } from 'react';
import { routePath } from '@platform/routes';
import { GiftOutline, HeartOutline } from '@platform/ui';
import {
  BankcardOutline,
  BillOutline,
  CheckShieldOutline,
  FillinOutline,
  InformationCircleOutline,
  QuestionCircleOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
} from '@platform/ui/icons';

/** A row of the my page that opens a page. */
export interface MyLink {
  key: string;
  path: string;
  /** The row's icon, from the kit's icon set. */
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The row's label key in the account namespace, when it is not `my.link.<key>`. */
  label?: string;
}

/**
 * The links of the my page (docs/product-rules.md#routes), grouped: records, the account, and the
 * rest. The messages row (with its unread count), the desktop customer-service shortcut and the
 * sports app are rows of their own (see MyLinks).
 */
export const MY_LINK_GROUPS: readonly { key: string; links: readonly MyLink[] }[] = [
  {
    key: 'records',
    links: [
      { key: 'transactions', path: routePath('transactions'), Icon: BillOutline },
      { key: 'betRecord', path: routePath('betRecord'), Icon: UnorderedListOutline },
      { key: 'rewardRecord', path: routePath('rewardRecord'), Icon: GiftOutline },
    ],
  },
  {
    key: 'account',
    links: [
      { key: 'profile', path: routePath('profile'), Icon: UserContactOutline },
      { key: 'paymentAccounts', path: routePath('cards'), Icon: BankcardOutline },
      { key: 'settings', path: routePath('settings'), Icon: SetOutline },
      {
        key: 'responsibleGambling',
        path: routePath('responsibleGambling'),
        Icon: CheckShieldOutline,
        label: 'protection.title',
      },
    ],
  },
  {
    key: 'more',
    links: [
      { key: 'inviteFriends', path: routePath('inviteFriends'), Icon: UserAddOutline },
      { key: 'feedback', path: routePath('feedback'), Icon: FillinOutline },
      { key: 'help', path: routePath('help'), Icon: QuestionCircleOutline },
      { key: 'joinUs', path: routePath('agent'), Icon: TeamOutline },
      { key: 'about', path: routePath('about'), Icon: InformationCircleOutline },
      { key: 'sponsor', path: routePath('sponsor'), Icon: HeartOutline },
    ],
  },
];

/** The wallet's three money pages, as quick links under the balances. */
export const WALLET_SHORTCUTS = [
  { key: 'deposit', path: routePath('deposit') },
  { key: 'transfer', path: routePath('transfer') },
  { key: 'withdraw', path: routePath('withdraw') },
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
