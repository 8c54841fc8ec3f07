import type { RsbuildPlugin } from '@rsbuild/core';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|webmanifest|txt)$/;

/**
 * Below this a compressed copy saves less than the headers it costs; the HTML page is compressed
 * whatever its size, being the one no-cache request every visit makes.
 */
export const MIN_BYTES = 1024;
const ALWAYS = /\.html$/;

export interface CompressSummary {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of `dir`
 * over MIN_BYTES, once at build time, so the site server only picks one by accept-encoding.
 * A copy that is not smaller than the original is not written (the server then sends the raw file).
 */
export async function compressDir(dir: string): Promise<CompressSummary> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const summary: CompressSummary = { files: 0, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < MIN_BYTES && !ALWAYS.test(file)) return;
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const writes: Promise<void>[] = [];
      if (br.length < raw.length) writes.push(writeFile(`${file}.br`, br));
      if (gzipped.length < raw.length) writes.push(writeFile(`${file}.gz`, gzipped));
      await Promise.all(writes);
      summary.files += 1;
      summary.raw += raw.length;
      summary.br += Math.min(br.length, raw.length);
      summary.gz += Math.min(gzipped.length, raw.length);
    }),
  );
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Precompresses every production build's output; dev servers compress on the fly instead. */
export function pluginCompressAssets(): RsbuildPlugin {
  return {
    name: 'platform:compress-assets',
    apply: 'build',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const dists = new Set(
          Object.values(environments)
            .filter((environment) => environment.config.mode === 'production')
            .map((environment) => environment.distPath),
        );
        for (const dist of dists) {
          const started = performance.now();
          const s = await compressDir(dist);
          api.logger.info(
            `compressed ${s.files} files in ${Math.round(performance.now() - started)} ms: ` +
              `${kb(s.raw)} → br ${kb(s.br)}, gzip ${kb(s.gz)}`,
          );
        }
      });
    },
  };
}
