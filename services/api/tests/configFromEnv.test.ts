import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      appEnv: 'production',
      host: '127.0.0.1',
      port: 3100,
      databaseUrl: null,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\.data\/pglite$/);
    expect(config.rateLimits.login).toEqual({ limit: 5, windowMs: 10_000 });
  });

  it('reads TRUST_PROXY, DATABASE_URL and the rate limits', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).databaseUrl).toBe('postgres://x/y');
    const limits = loadConfig({
      RATE_LIMIT_REGISTER: '50',
      RATE_LIMIT_WINDOW_MS: '5000',
    }).rateLimits;
    expect(limits.register).toEqual({ limit: 50, windowMs: 5000 });
    // The address's refused logins before a captcha keep their own 15-minute window.
    expect(
      loadConfig({ LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP: '7' }).rateLimits.loginFailuresPerIp,
    ).toEqual({ limit: 7, windowMs: 15 * 60 * 1000 });
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });
});
