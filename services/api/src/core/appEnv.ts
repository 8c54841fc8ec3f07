/** Which mode the process runs in: development and test helpers exist only when asked for by name. */
export type AppEnv = 'development' | 'test' | 'production';

/**
 * docs/decisions-api.md#production-mode: unset is production. Development helpers exist only when
 * asked for by name, and NODE_ENV=production (what hosts set) never runs beside them.
 */
export function appEnvFrom(value: string | undefined, nodeEnv: string | undefined): AppEnv {
  if (value === undefined || value === '') return 'production';
  if (value !== 'development' && value !== 'test' && value !== 'production')
    throw new Error(`APP_ENV must be development, test or production (got "${value}")`);
  if (value !== 'production' && nodeEnv === 'production')
    throw new Error(`APP_ENV=${value} contradicts NODE_ENV=production: unset one of them`);
  return value;
}
