import { createHash } from 'node:crypto';
import { CURRENCIES } from '@platform/api-client/contract';
import type { Database } from '../db/database';
import { ACTIVITY_SEEDS } from './activities';
import { AGENT_CONTACTS, AGENT_DOMAIN, seedAgentContacts } from './agentContacts';
import { DICTIONARIES, seedDictionaries } from './dictionaries';
import { GAME_CATALOGUE_SOURCE, seedGameCatalogue } from './gameCatalogue';
import { HELP_ARTICLES, seedHelpArticles } from './helpArticles';
import { seedHouseAccounts } from './houseAccounts';
import { NOTICES, seedNotices } from './notices';
import { PAYMENT_METHOD_SEEDS, seedPaymentMethods } from './paymentMethods';
import { REGISTER_ITEMS, seedRegisterItems } from './registerItems';
import { REGISTER_TERMS, seedRegisterTerms } from './registerTerms';
import { seedActivities } from './seedActivities';
import { SERVICE_DESKS, seedServiceDesks } from './serviceDesks';
import { SITE_INFO, seedSiteInfo } from './siteInfo';
import { SLIDES, seedSlides } from './slides';
import { SPONSORSHIPS, seedSponsorships } from './sponsorship';
import { SYS_BANKS, seedSysBanks } from './sysBanks';
import { SYS_CONFIG, seedSysConfig } from './sysConfig';
import { VENUE_PLATFORMS, seedVenuePlatforms } from './venuePlatforms';
import { VIP_LEVEL_SEEDS, seedVipLevels } from './vipLevels';
import { HOUSE_ACCOUNT_KINDS } from '../core/ledger';
import { DEV_SUPPORT_AGENTS, seedDevSupportAgents } from '../modules/support';

/** Changes whenever any seed data changes, so startup can skip a seed it already applied. */
export function seedFingerprint(): string {
  const data = [
    SITE_INFO,
    SYS_CONFIG,
    REGISTER_ITEMS,
    REGISTER_TERMS,
    NOTICES,
    SLIDES,
    DICTIONARIES,
    VIP_LEVEL_SEEDS,
    HOUSE_ACCOUNT_KINDS,
    CURRENCIES,
    PAYMENT_METHOD_SEEDS,
    SYS_BANKS,
    VENUE_PLATFORMS,
    GAME_CATALOGUE_SOURCE,
    AGENT_DOMAIN,
    AGENT_CONTACTS,
    ACTIVITY_SEEDS,
    SERVICE_DESKS,
    HELP_ARTICLES,
    SPONSORSHIPS,
    DEV_SUPPORT_AGENTS,
  ];
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/**
 * Reference data every environment needs. Idempotent: rows that exist are left alone, so an
 * operator's edits survive; rows a new seed version adds appear on the next start.
 */
export async function seed(
  db: Database,
  options: { force?: boolean; devAgents?: boolean } = {},
): Promise<boolean> {
  // The development support agents are part of what was applied (never in production).
  const fingerprint = `${seedFingerprint()}${options.devAgents ? '+devAgents' : ''}`;
  if (!options.force) {
    const { rows } = await db.query('SELECT 1 FROM seed_runs WHERE fingerprint = $1', [
      fingerprint,
    ]);
    if (rows.length > 0) return false;
  }
  await db.transaction(async (tx) => {
    await seedSiteInfo(tx);
    await seedSysConfig(tx);
    await seedRegisterItems(tx);
    await seedRegisterTerms(tx);
    await seedNotices(tx);
    await seedSlides(tx);
    await seedDictionaries(tx);
    await seedVipLevels(tx);
    await seedHouseAccounts(tx);
    await seedPaymentMethods(tx);
    await seedSysBanks(tx);
    await seedVenuePlatforms(tx);
    await seedGameCatalogue(tx);
    await seedAgentContacts(tx);
    await seedActivities(tx);
    await seedServiceDesks(tx);
    await seedHelpArticles(tx);
    await seedSponsorships(tx);
    if (options.devAgents) await seedDevSupportAgents(tx);
    await tx.query('INSERT INTO seed_runs (fingerprint) VALUES ($1) ON CONFLICT DO NOTHING', [
      fingerprint,
    ]);
  });
  return true;
}
