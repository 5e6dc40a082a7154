import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';

/**
 * Compression of the answers the server builds. JSON answers and pages are whole strings already, so
 * they are compressed in one call (brotli quality 4, else gzip: about 30–45 µs for a few kB), where a
 * CompressionStream costs about 0.4 ms of stream plumbing per answer (bench/README.md). Anything else
 * compressible (a streamed export) goes through Hono's streaming compress. Static files are
 * precompressed at build time (routes/portalAssets.ts) and carry their Content-Encoding already.
 */
const WHOLE_BODY_TYPES = /^(application\/json|text\/html)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const BROTLI_FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** brotli or gzip, as the request's Accept-Encoding allows (a q of 0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = parseAccept(header);
  const q = (name: string) =>
    accepted.find((a) => a.type.toLowerCase() === name)?.q ?? accepted.find((a) => a.type === '*')?.q ?? 0;
  if (q('br') > 0) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return undefined;
}

function addVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

export function compression(threshold = 1024): MiddlewareHandler {
  const streaming = compress({ threshold });
  return async (c, next) => {
    await next();
    if (!WHOLE_BODY_TYPES.test(c.res.headers.get('Content-Type') ?? '')) {
      await streaming(c, async () => {}); // after next: it only transforms c.res
      return;
    }
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 206 || !res.body) return;
    if (res.headers.has('Content-Encoding') || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? ''))
      return;
    addVary(res.headers);
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < threshold) {
      c.res = new Response(body, res);
      return;
    }
    c.res = new Response(encoding === 'br' ? brotliCompressSync(body, BROTLI_FAST) : gzipSync(body), res);
    // setting c.res keeps the old answer's headers: the encoding and length are set after it
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.delete('Content-Length');
  };
}
