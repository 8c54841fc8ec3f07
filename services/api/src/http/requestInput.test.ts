import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestInput } from './requestInput';

async function echoApp() {
  const app = Fastify();
  await app.register(formbody);
  await app.register(multipart);
  app.post('/form', async (request) => requestInput('form', request));
  app.post('/multipart', async (request) => {
    const input = await requestInput('multipart', request);
    const file = input.file as { name: string; type: string; size: number; data: Buffer };
    return {
      ...input,
      file: {
        name: file.name,
        type: file.type,
        size: file.size,
        head: file.data.subarray(0, 4).toString('hex'),
      },
    };
  });
  app.get('/query', async (request) => requestInput('query', request));
  return app;
}

describe('requestInput', () => {
  it('reads form bodies, fills in from the query string and treats empty fields as absent', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/form?fromQuery=1&a=query',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=body&empty=&list=1&list=2',
    });
    expect(response.json()).toEqual({ fromQuery: '1', a: 'body', list: ['1', '2'] });
    expect((await app.inject({ method: 'GET', url: '/query?x=1&y=' })).json()).toEqual({ x: '1' });
  });

  it('turns multipart fields into values and files into {name, type, size, data}', async () => {
    const app = await echoApp();
    const boundary = '----test';
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nvoucher\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pay.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/multipart',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.json()).toEqual({
      purpose: 'voucher',
      file: { name: 'pay.png', type: 'image/png', size: 6, head: '89504e47' },
    });
  });
});
