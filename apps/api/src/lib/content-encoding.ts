import zlib from 'node:zlib';

export type Encoding = 'zstd' | 'br' | 'gzip' | 'identity';

/**
 * Zstandard, when this Node has it (22.15 and 23.8 onwards). Browsers that accept it (Chrome and
 * its WebViews, Firefox, Edge) get it first: at level 1 a search page of 20 shops (21 KB)
 * compresses in 0.036 ms to 2,972 bytes, against Brotli quality 2's 0.084 ms and 3,075 bytes,
 * and compressing was the largest single cost of an uncached search (issue 37). Safari, which
 * does not accept it, keeps Brotli.
 */
const zstdCompressSync = (
  zlib as {
    zstdCompressSync?: (
      body: Buffer,
      options: { params: Record<number, number>; pledgedSrcSize: number },
    ) => Buffer;
  }
).zstdCompressSync;

/** ZSTD_c_compressionLevel (Node's `zlib.constants`, absent from the Node 20 types). */
const ZSTD_LEVEL = 100;

/** Bodies smaller than this are sent as they are: compression would not pay for itself. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Picks the response encoding from an Accept-Encoding header: Zstandard (where this Node has it),
 * then Brotli, then gzip, honouring q-values (`q=0` refuses; a higher q wins over the order) and
 * `*`. Anything else, or no header, is identity.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(
      token.trim() === 'x-gzip' ? 'gzip' : token.trim(),
      Number.isNaN(weight) ? 0 : weight,
    );
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const zstd = zstdCompressSync ? weightOf('zstd') : 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (zstd > 0 && zstd >= br && zstd >= gzip) return 'zstd';
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Brotli's smallest and largest window (log2 of bytes); its default, 22, is 4 MB. */
const BROTLI_MIN_WINDOW = 10;
const BROTLI_MAX_WINDOW = 22;

/**
 * Below this many bytes, Brotli runs at quality 2 instead of 5. Such a body compresses to a few
 * KB either way, well inside the first round trip's ten TCP segments, so a higher quality saves
 * the visitor no time, while its match finder costs the server: for the shop page's 2.6 KB answer
 * quality 2 takes 21 µs and gives 1,165 bytes, quality 4 43 µs and 1,035 bytes, quality 5 50 µs
 * and 919 bytes. Under load, with the caches shared with everything else, each took a little
 * more, and compression was the largest single cost of an uncached shop-page call. A search page
 * of 20 shops (21 KB) is the same case: quality 2 takes 0.09 ms and gives 3,051 bytes, quality 5
 * 0.20 ms and 2,459 bytes, both well inside the first round trip (issue 37). Up to 64 KB, whose
 * quality-2 output still fits in ten segments, the cheaper quality wins.
 */
export const BROTLI_SMALL_BODY = 64 * 1024;

/**
 * Compresses a body for the chosen encoding: Zstandard at level 1 (its window fitted to the body
 * it is told the size of); Brotli (quality 5, or 2 for small bodies: see
 * BROTLI_SMALL_BODY), its window fitted to the body and told the body's size. For the 1–10 KB
 * answers most calls send, setting up Brotli's default 4 MB window cost more than compressing:
 * fitted, the same bytes come out some 40% faster.
 */
export function encodeBody(body: string | Buffer, encoding: Encoding): Buffer | string {
  if (encoding === 'identity') return body;
  // Encoded to UTF-8 once here: zlib would encode a string again after its size was measured.
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const size = bytes.length;
  // Negotiated only where this Node has it (negotiateEncoding).
  if (encoding === 'zstd') {
    return zstdCompressSync!(bytes, { params: { [ZSTD_LEVEL]: 1 }, pledgedSrcSize: size });
  }
  if (encoding === 'gzip') return zlib.gzipSync(bytes, { level: 6 });
  const window = Math.min(
    BROTLI_MAX_WINDOW,
    Math.max(BROTLI_MIN_WINDOW, Math.ceil(Math.log2(size + 1))),
  );
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: size < BROTLI_SMALL_BODY ? 2 : 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

/**
 * A body as sent to a client with this Accept-Encoding: compressed in one call when it is worth
 * it (`encoding` set), else as it is.
 */
export function encodeFor(
  acceptEncoding: string | undefined,
  payload: string | Buffer,
): { body: string | Buffer; encoding?: Exclude<Encoding, 'identity'> } {
  const encoding = negotiateEncoding(acceptEncoding);
  if (encoding === 'identity' || byteLengthBelow(payload, COMPRESSION_THRESHOLD)) {
    return { body: payload };
  }
  return { body: encodeBody(payload, encoding), encoding };
}

/**
 * Whether a body is shorter than `limit` bytes, without measuring a long string's UTF-8 (a string
 * of `limit` or more UTF-16 units has at least as many bytes).
 */
function byteLengthBelow(payload: string | Buffer, limit: number): boolean {
  if (payload.length >= limit) return false;
  return typeof payload === 'string' ? Buffer.byteLength(payload) < limit : true;
}
