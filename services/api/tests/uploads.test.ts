import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@platform/api-client/contract';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOADS_PER_DAY } from '../src/core/uploads/uploads';
import { useTestApp, type TestApp } from './support/testApp';

const EN = 3;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** POSTs upload/uploadFile as the app does: multipart with `purpose` and `file`. */
async function upload(
  t: TestApp,
  file: FilePart,
  options: { token?: string; purpose?: string } = {},
) {
  const boundary = '----uploadsTest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${options.purpose ?? 'voucher'}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/upload/uploadFile',
    headers: {
      ...(options.token ? { token: options.token } : {}),
      lang: String(EN),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; url?: string }>(),
  };
}

async function storedUploads(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
  return rows[0]!.n;
}

describe('upload/uploadFile', () => {
  const t = useTestApp();

  it('stores a real PNG and serves it back at the URL it answers', async () => {
    const player = await t.registerPlayer();
    const answer = await upload(t, { name: 'pay.png', type: 'image/png', data: PNG }, player);
    expect(answer.body).toMatchObject({
      code: 0,
      url: expect.stringMatching(/^\/web\/upload\/file\/[\w-]{22}$/),
    });

    const served = await t.app.inject({ method: 'GET', url: answer.body.url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const { rows } = await t.db.query<{
      owner_user_id: number;
      sha256: string;
      size: number;
      purpose: string;
    }>('SELECT owner_user_id, sha256, size, purpose FROM uploads');
    expect(rows).toEqual([
      {
        owner_user_id: player.userId,
        sha256: createHash('sha256').update(PNG).digest('hex'),
        size: PNG.length,
        purpose: 'voucher',
      },
    ]);
  });

  it('takes the type from the bytes: a JPEG is served as image/jpeg', async () => {
    const player = await t.registerPlayer();
    const answer = await upload(
      t,
      { name: 'photo.jpg', type: 'image/jpeg', data: JPEG },
      {
        token: player.token,
        purpose: 'avatar',
      },
    );
    expect(answer.body.code).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: answer.body.url! });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file renamed .png, whatever type it declares', async () => {
    const player = await t.registerPlayer();
    const answer = await upload(
      t,
      { name: 'voucher.png', type: 'image/png', data: Buffer.from('this is not an image at all') },
      player,
    );
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, msg: 'Only png, jpg and jpeg images are supported' },
    });
    expect(await storedUploads(t)).toBe(0);
  });

  it('refuses a declared type or name outside png/jpg/jpeg', async () => {
    const player = await t.registerPlayer();
    const gif = await upload(t, { name: 'a.gif', type: 'image/gif', data: PNG }, player);
    expect(gif.body).toEqual({ code: 400, msg: 'Only png, jpg and jpeg images are supported' });
    expect(await storedUploads(t)).toBe(0);
  });

  it('accepts images of several MB (the limit is 15 MB, not the 1 MB body limit)', async () => {
    const player = await t.registerPlayer();
    const photo = Buffer.alloc(5 * 1024 * 1024);
    JPEG.copy(photo);
    const answer = await upload(t, { name: 'scan.jpeg', type: 'image/jpeg', data: photo }, player);
    expect(answer.body.code).toBe(0);
    const { rows } = await t.db.query<{ size: number }>('SELECT size FROM uploads');
    expect(rows).toEqual([{ size: photo.length }]);
  });

  it('refuses an image over 15 MB and stores nothing', async () => {
    const player = await t.registerPlayer();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    PNG.copy(big);
    const answer = await upload(t, { name: 'big.png', type: 'image/png', data: big }, player);
    expect(answer).toEqual({
      status: 413,
      body: { code: 413, msg: 'The image cannot exceed 15 MB' },
    });
    expect(await storedUploads(t)).toBe(0);
  });

  it('needs a member token and a known purpose', async () => {
    const guest = await upload(t, { name: 'pay.png', type: 'image/png', data: PNG });
    expect(guest.body.code).toBe(401);
    const player = await t.registerPlayer();
    const purpose = await upload(
      t,
      { name: 'pay.png', type: 'image/png', data: PNG },
      {
        token: player.token,
        purpose: 'wallpaper',
      },
    );
    expect(purpose.body.code).toBe(400);
    expect(await storedUploads(t)).toBe(0);
  });

  it('an unknown or malformed image id answers the translated not-found envelope', async () => {
    for (const url of ['/web/upload/file/AAAAAAAAAAAAAAAAAAAAAA', '/web/upload/file/..%2Fx']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { lang: String(EN) } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: 'The requested resource does not exist' });
    }
  });

  it(`caps a player at ${MAX_UPLOADS_PER_DAY} images in 24 hours`, async () => {
    const player = await t.registerPlayer();
    await t.db.query(
      `INSERT INTO uploads (id, owner_user_id, purpose, content_type, bytes, sha256, size, created_at)
       SELECT 'seeded' || lpad(i::text, 16, '0'), $1, 'voucher', 'image/png', $2, 'x', $3, $4
       FROM generate_series(1, $5::int) AS i`,
      [player.userId, PNG, PNG.length, t.clock.now(), MAX_UPLOADS_PER_DAY],
    );
    const refused = await upload(t, { name: 'pay.png', type: 'image/png', data: PNG }, player);
    expect(refused.body).toEqual({
      code: 1000,
      msg: `Too many uploads, at most ${MAX_UPLOADS_PER_DAY} images per day`,
    });
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(
      (await upload(t, { name: 'pay.png', type: 'image/png', data: PNG }, player)).body.code,
    ).toBe(0);
  });
});
