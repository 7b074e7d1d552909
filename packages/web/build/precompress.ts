// Writes file.br and file.gz beside every text asset of the build, once, so the server hands
// out compressed bytes without compressing per request (@fastify/static `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const TEXT = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;
/** below this, headers outweigh what compression saves */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

async function compressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return;
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lineup:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // after the service worker build of vite-plugin-pwa, so sw.js is compressed too
      order: 'post',
      sequential: true,
      async handler() {
        const jobs: Promise<void>[] = [];
        for await (const file of files(outDir)) {
          if (TEXT.test(file)) jobs.push(compressFile(file));
        }
        await Promise.all(jobs);
      },
    },
  };
}
