import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDir } from './compressAssets';

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'compress-'));
  await mkdir(join(dist, 'static', 'js'), { recursive: true });
  await mkdir(join(dist, 'static', 'css'), { recursive: true });
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

const script = 'export const answer = () => "a fairly repetitive line of script";\n'.repeat(200);

describe('compressDir', () => {
  it('writes a .br and a .gz beside a script that decompress to the original', async () => {
    const file = join(dist, 'static', 'js', 'index.1a2b.js');
    await writeFile(file, script);

    const summary = await compressDir(dist);

    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect(summary.files).toBe(1);
    expect(summary.br).toBeLessThan(summary.raw);
  });

  it('compresses every text kind the site serves, the federation manifest included', async () => {
    const names = [
      'index.html',
      'mf-manifest.json',
      'static/css/a.css',
      'logo.svg',
      'app.webmanifest',
    ];
    for (const name of names) await writeFile(join(dist, name), script);

    await compressDir(dist);

    for (const name of names) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(true);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(true);
    }
  });

  it('leaves small files and already-compressed formats alone', async () => {
    await writeFile(join(dist, 'static', 'js', 'tiny.js'), 'export {};\n');
    await writeFile(join(dist, 'banner.png'), script);

    const summary = await compressDir(dist);

    expect(summary.files).toBe(0);
    for (const name of ['static/js/tiny.js', 'banner.png']) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });

  it('compresses the HTML page even when it is small', async () => {
    const page = '<!doctype html><html><head><title>Platform</title></head><body></body></html>';
    await writeFile(join(dist, 'index.html'), page.repeat(4));

    await compressDir(dist);

    expect(brotliDecompressSync(await readFile(join(dist, 'index.html.br'))).toString()).toBe(
      page.repeat(4),
    );
    expect(existsSync(join(dist, 'index.html.gz'))).toBe(true);
  });

  it('does not compress its own output again on a second run', async () => {
    await writeFile(join(dist, 'static', 'js', 'index.js'), script);
    await compressDir(dist);

    await compressDir(dist);

    expect(existsSync(join(dist, 'static', 'js', 'index.js.br.br'))).toBe(false);
    expect(existsSync(join(dist, 'static', 'js', 'index.js.gz.gz'))).toBe(false);
  });
});
