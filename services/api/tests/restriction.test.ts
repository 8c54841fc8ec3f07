import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/testApp';

const EN = 3;

describe('access restriction', () => {
  const t = useTestApp();

  it('getRestrict answers 0 for an unrestricted ip and errorCode "403" with the ip for a restricted one', async () => {
    expect((await t.call('getRestrict', {}, { ip: '203.0.113.7' })).body.code).toBe(0);
    const added = await t.app.inject({
      method: 'POST',
      url: '/__dev/restrict',
      payload: { ip: '203.0.113.7' },
    });
    expect(added.json()).toMatchObject({ code: 0 });
    const restricted = await t.call('getRestrict', {}, { ip: '203.0.113.7', lang: EN });
    expect(restricted).toEqual({
      status: 403,
      body: {
        code: 403,
        msg: 'Access from your region or IP address is restricted',
        errorCode: '403',
        ip: '203.0.113.7',
      },
    });
    // Every other /web/ call too, guest or member, built or not.
    for (const name of ['getNotice', 'login', 'getUserInfo', 'getSysBank'] as const) {
      expect((await t.call(name, {}, { ip: '203.0.113.7' })).body).toMatchObject({
        code: 403,
        errorCode: '403',
        ip: '203.0.113.7',
      });
    }
    expect((await t.call('getRestrict', {}, { ip: '203.0.113.8' })).body.code).toBe(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/__dev/restrict',
      payload: { ip: '203.0.113.7' },
    });
    expect(removed.json()).toMatchObject({ code: 0, removed: true });
    expect((await t.call('getRestrict', {}, { ip: '203.0.113.7' })).body.code).toBe(0);
  });

  it('a restricted network (CIDR) covers its addresses', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/__dev/restrict',
      payload: { ip: '198.51.100.0/24' },
    });
    expect((await t.call('getNotice', {}, { ip: '198.51.100.200' })).body.code).toBe(403);
    expect((await t.call('getNotice', {}, { ip: '198.51.101.1' })).body.code).toBe(0);
  });

  it('behind TRUST_PROXY the client address comes from X-Forwarded-For', async () => {
    await t.app.inject({ method: 'POST', url: '/__dev/restrict', payload: { ip: '192.0.2.44' } });
    const headers = { 'x-forwarded-for': '192.0.2.44' };

    // Without trust, the header is the client's word: ignored.
    expect((await t.call('getRestrict', {}, { ip: '10.0.0.2', headers })).body.code).toBe(0);

    // TRUST_PROXY=10.0.0.0/8: our proxy appended the client, the right-most address; whatever the
    // client wrote further left does not count.
    await t.rebuild({ config: { trustProxy: ['10.0.0.0/8'] } });
    const proxied = await t.call(
      'getRestrict',
      {},
      { ip: '10.0.0.2', headers: { 'x-forwarded-for': '8.8.8.8, 192.0.2.44' } },
    );
    expect(proxied.body).toMatchObject({ code: 403, errorCode: '403', ip: '192.0.2.44' });
    const hiding = await t.call(
      'getRestrict',
      {},
      { ip: '10.0.0.2', headers: { 'x-forwarded-for': '192.0.2.44, 8.8.8.8' } },
    );
    expect(hiding.body.code).toBe(0);
  });
});
