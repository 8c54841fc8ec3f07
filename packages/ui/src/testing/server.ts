import { setupServer } from 'msw/node';
import { answer, playerProtectionFixture } from '@platform/api-client/mocks';
import { phoneSettingsHandler } from './phoneSettingsHandler';

/**
 * The one MSW server of the component tests; each test adds the answers it needs (server.use).
 * Three answers are there from the start, and again after every reset: the kit's usePlayerBreak asks
 * every page that moves money in for the player's break, and a player has none unless a test
 * serves one (servePlayerBreak). So is the seeded phone settings' (every phone field asks for the
 * area code; servePhoneSettings changes them). Every page's tab title asks for the site
 * configuration (useDocumentTitle), which names no site unless a test serves one.
 */
export const server = setupServer(
  answer('getPlayerProtection', playerProtectionFixture()),
  phoneSettingsHandler(),
  answer('getWebsiteBasicInfo', { websiteBasicList: [] }),
);
