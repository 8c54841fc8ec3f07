import { endpoints } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { SIM_LAUNCH_PATH } from '../src/modules/games/launch';
import { useTestApp } from './support/testApp';

/** docs/decisions-api.md#security-headers */
describe('security headers on the API', () => {
  const t = useTestApp();

  const getRestrict = (ip: string) =>
    t.app.inject({
      method: endpoints.getRestrict.method,
      url: `/web/${endpoints.getRestrict.path}`,
      remoteAddress: ip,
    });

  const expectLockedDown = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['access-control-allow-origin']).toBeUndefined();
  };

  it('a JSON answer allows nothing to run, load or frame it, and sniffs nothing', async () => {
    const answer = await getRestrict('203.0.113.20');

    expect(answer.json()).toMatchObject({ code: 0 });
    expectLockedDown(answer.headers);
    // HSTS is the TLS edge's (the site server's) to send.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('a call refused before its handler (a restricted address, an unknown path) carries them too', async () => {
    await t.app.inject({ method: 'POST', url: '/__dev/restrict', payload: { ip: '203.0.113.21' } });
    const refused = await getRestrict('203.0.113.21');
    expect(refused.statusCode).toBe(403);
    expectLockedDown(refused.headers);

    const unknown = await t.app.inject({ method: 'GET', url: '/web/no/such/call' });
    expect(unknown.statusCode).toBe(404);
    expectLockedDown(unknown.headers);
  });

  it("the simulated venue's launch page may be framed by the site itself, by nobody else", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `${SIM_LAUNCH_PATH}?platCode=STSLOT&lang=en`,
    });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
