import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * What gets a .br and a .gz beside it: the static text assets. Pages (.html) are not: the server
 * writes the base path and the brand into them per request and compresses them then.
 */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|webmanifest|json|txt)$/;
/** Smaller files are sent as they are (as the server's compress middleware does). */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes FILE.br (brotli, quality 11) and FILE.gz (gzip -9) for every static text asset of `dir`. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    if (!PRECOMPRESSED.test(path) || (await stat(path)).size < PRECOMPRESS_MIN_BYTES) continue;
    const body = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    count++;
  }
  return count;
}
