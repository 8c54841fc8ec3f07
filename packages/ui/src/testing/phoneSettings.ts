import { phoneSettingsHandler, type PhoneSettingValues } from './phoneSettingsHandler';
import { server } from './server';

export type { PhoneSettingValues };

/** Serves these phone settings for the rest of the test. */
export function servePhoneSettings(values: PhoneSettingValues) {
  server.use(phoneSettingsHandler(values));
}
