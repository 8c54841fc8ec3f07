import type { Queryable } from '../db/database';

/** websiteBasicList: brand and links, the same in every language. `keywords` changing reloads the app once. */
export const SITE_INFO: readonly { key: string; value: string }[] = [
  { key: 'siteName', value: 'StarPlay' },
  {
    key: 'keywords',
    value: 'StarPlay, sports betting, live casino, chess and cards, e-sports, lottery, slots',
  },
  {
    key: 'description',
    value: 'Sports, live dealers, chess and cards, e-sports, lottery and slots in one wallet.',
  },
  { key: 'appDownloadUrl', value: 'https://starplay.example/app' },
  { key: 'sportsAppUrl', value: 'https://sports.starplay.example/app' },
  { key: 'serviceEmail', value: 'service@starplay.example' },
  { key: 'copyright', value: '© 2026 StarPlay' },
];

export async function seedSiteInfo(tx: Queryable): Promise<void> {
  for (const [sort, { key, value }] of SITE_INFO.entries()) {
    await tx.query(
      'INSERT INTO site_info (config_key, config_value, sort) VALUES ($1, $2, $3) ON CONFLICT (config_key) DO NOTHING',
      [key, value, sort],
    );
  }
}
