import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const MB = 1024 * 1024;
const BOUNDARY = '----sizeTest';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function post(
  t: TestApp,
  path: string,
  payload: Buffer | string,
  contentType: string,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/${path}`,
    headers: { 'content-type': contentType, lang: String(EN), ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string }>() };
}

/**
 * Sends the headers and the first 64 KiB of a body that says it is `length` bytes long over a
 * real socket, and answers the response that came back before the rest was sent (or null).
 */
async function answerBeforeBody(
  address: string,
  path: string,
  contentType: string,
  length: number,
  headers: Record<string, string> = {},
): Promise<string | null> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head = [
        `POST /web/${path} HTTP/1.1`,
        `Host: ${hostname}`,
        `Content-Type: ${contentType}`,
        `Content-Length: ${length}`,
        `lang: ${EN}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        '',
        '',
      ].join('\r\n');
      socket.write(head);
      socket.write(Buffer.alloc(64 * 1024, 0x61));
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n') && received.includes('"msg"')) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
    // The rest of the body is never sent: an answer must not wait for it.
    setTimeout(() => {
      socket.destroy();
      resolve(received || null);
    }, 3_000);
  });
}

describe('request size: every 413 names what was too large', () => {
  const t = useTestApp();

  it('a 3 MB multipart body to a call that takes no files is refused with 413, unread', async () => {
    const body = multipartBody([
      { name: 'username', value: 'someone1' },
      { name: 'file', filename: 'x.png', data: Buffer.alloc(3 * MB) },
    ]);
    const answer = await post(
      t,
      'guest/user/login',
      body,
      `multipart/form-data; boundary=${BOUNDARY}`,
    );
    expect(answer).toEqual({
      status: 413,
      body: { code: 413, msg: 'This call takes no files: send the form without attachments' },
    });

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const early = await answerBeforeBody(
      address,
      'guest/user/login',
      `multipart/form-data; boundary=${BOUNDARY}`,
      3 * MB,
    );
    expect(early).toMatch(/^HTTP\/1\.1 413/);
    expect(early).toContain('This call takes no files');
  });

  it("the upload call checks the member's token before it reads the body", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const early = await answerBeforeBody(
      address,
      'upload/uploadFile',
      `multipart/form-data; boundary=${BOUNDARY}`,
      3 * MB,
    );
    expect(early).toMatch(/^HTTP\/1\.1 401/);
  });

  it('the same 3 MB as a form or as JSON is refused naming the form or the JSON body', async () => {
    const form = await post(
      t,
      'guest/user/login',
      `username=${'a'.repeat(3 * MB)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form).toEqual({
      status: 413,
      body: { code: 413, msg: 'The form is too large (at most 1024 KB)' },
    });
    const json = await post(
      t,
      'inhouse/lottery6/ticket/buy',
      JSON.stringify({ pad: 'a'.repeat(3 * MB) }),
      'application/json',
    );
    expect(json).toEqual({
      status: 413,
      body: { code: 413, msg: 'The JSON body is too large (at most 1024 KB)' },
    });
    const zh = await post(
      t,
      'guest/user/login',
      `username=${'a'.repeat(3 * MB)}`,
      'application/x-www-form-urlencoded',
      { lang: '1' },
    );
    expect(zh.body.msg).toBe('提交的表单过大（最多 1024 KB）');
  });

  describe('an upload call caps every part of its multipart body', () => {
    const upload = async (parts: Part[], headers: Record<string, string> = {}) => {
      const player = await t.registerPlayer();
      return post(
        t,
        'upload/uploadFile',
        multipartBody(parts),
        `multipart/form-data; boundary=${BOUNDARY}`,
        { token: player.token, ...headers },
      );
    };
    const purpose = { name: 'purpose', value: 'voucher' };

    it('one file', async () => {
      const answer = await upload([
        purpose,
        { name: 'file', filename: 'a.png', data: PNG },
        { name: 'file', filename: 'b.png', data: PNG },
      ]);
      expect(answer).toEqual({
        status: 413,
        body: { code: 413, msg: 'Too many files: at most 1 per upload' },
      });
    });

    it('a few fields, each short', async () => {
      const many = Array.from({ length: 9 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
      expect((await upload([purpose, ...many])).body).toEqual({
        code: 413,
        msg: 'Too many form fields: at most 8',
      });
      expect((await upload([{ name: 'purpose', value: 'v'.repeat(2048) }, purpose])).body).toEqual({
        code: 413,
        msg: 'A form field is too long: at most 1024 characters',
      });
    });

    it('a few parts', async () => {
      const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, value: '1' }));
      const answer = await upload(files.slice(0, 11));
      expect(answer.status).toBe(413);
    });

    it('the whole body: its length said, and at most the image and 64 KiB more', async () => {
      const player = await t.registerPlayer();
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const early = await answerBeforeBody(
        address,
        'upload/uploadFile',
        `multipart/form-data; boundary=${BOUNDARY}`,
        16 * MB,
        { token: player.token },
      );
      expect(early).toMatch(/^HTTP\/1\.1 413/);
      expect(early).toContain('The upload is too large: at most 15 MB in all');
    });
  });
});
