import zlib from 'node:zlib';

export type Encoding = 'zstd' | 'br' | 'gzip' | 'identity';

/**
 * Zstandard, when this Node has it (22.15 and 23.8 onwards). Browsers that accept it (Chrome and
 * its WebViews, Firefox, Edge) get it first for bodies of ZSTD_SMALLEST_BODY and more: at level 1
 * a search page of 20 shops (21 KB) compresses in 0.03 ms to 3,102 bytes, as fast as Brotli
 * quality 1 and 14% smaller, and compressing was the largest single cost of an uncached search
 * (issue 37). Safari, which does not accept it, keeps Brotli.
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
 * Below this many bytes a client that accepts Brotli as readily as Zstandard gets Brotli: at
 * quality 1 it is the cheaper of the two there, at about the same size (JSON of search and shop
 * pages: 4 KB in 14.5 µs to 1,204 bytes against Zstandard's 20.7 µs and 1,111 bytes; 8 KB in 18 µs
 * against 23 µs), while from 16 KB on Zstandard is as fast or faster and smaller (32 KB: 37 µs and
 * 4,339 bytes against 45 µs and 5,238). Zstandard's fixed cost per call, some 18 µs, is the
 * difference.
 */
export const ZSTD_SMALLEST_BODY = 16 * 1024;

/**
 * Picks the response encoding from an Accept-Encoding header: Zstandard (where this Node has it),
 * then Brotli, then gzip, honouring q-values (`q=0` refuses; a higher q wins over the order) and
 * `*`. Anything else, or no header, is identity. Given the body's size in bytes, a body below
 * ZSTD_SMALLEST_BODY goes to Brotli where the client accepts it as readily as Zstandard.
 */
export function negotiateEncoding(header: string | undefined, bytes = Infinity): Encoding {
  if (!header) return 'identity';
  const { zstd, br, gzip } = weightsOf(header);
  const brotliCheaper = bytes < ZSTD_SMALLEST_BODY && br === zstd;
  if (zstd > 0 && zstd >= br && zstd >= gzip && !brotliCheaper) return 'zstd';
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

type Weights = { zstd: number; br: number; gzip: number };

/**
 * The headers read lately, and their weights: browsers send a handful of distinct headers, and a
 * response negotiates twice (the micro-cache's key, then its body). Emptied when full, so that
 * clients sending ever-new headers cannot grow it.
 */
const weightsRead = new Map<string, Weights>();
const WEIGHTS_KEPT = 64;

/** The q-values an Accept-Encoding header gives Zstandard (0 where this Node lacks it), Brotli and gzip. */
function weightsOf(header: string): Weights {
  const known = weightsRead.get(header);
  if (known) return known;
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
  const read = {
    zstd: zstdCompressSync ? weightOf('zstd') : 0,
    br: weightOf('br'),
    gzip: weightOf('gzip'),
  };
  if (weightsRead.size >= WEIGHTS_KEPT) weightsRead.clear();
  weightsRead.set(header, read);
  return read;
}

/** Brotli's smallest and largest window (log2 of bytes); its default, 22, is 4 MB. */
const BROTLI_MIN_WINDOW = 10;
const BROTLI_MAX_WINDOW = 22;

/**
 * Below this many bytes, Brotli runs at quality 1 instead of 5. Such a body compresses to a few
 * KB either way, well inside the first round trip's ten TCP segments, so a higher quality saves
 * the visitor no time, while its match finder costs the server. Quality 1 (Brotli's two-pass
 * fast compressor, its hash table fitted to the body) against quality 2 (a fixed 256 KB table,
 * cleared for every body), both with the window fitted: the shop page's 2.7 KB answer in 12.7 µs
 * to 1,181 bytes against 14.7 µs and 1,154; a search page of 20 shops (21.5 KB) in 30 µs to 3,603
 * bytes against 43 µs and 3,142; quality 5 takes 0.20 ms there for 2,459 bytes. Under load, with
 * the caches shared with PostgreSQL, quality 2 took a third of an uncached near search's API time
 * (issue 37). Up to 64 KB, whose quality-1 output still fits in ten segments, the cheaper quality
 * wins.
 */
export const BROTLI_SMALL_BODY = 64 * 1024;

/**
 * Compresses a body for the chosen encoding: Zstandard at level 1 (its window fitted to the body
 * it is told the size of); Brotli (quality 5, or 1 for small bodies: see
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
      [zlib.constants.BROTLI_PARAM_QUALITY]: size < BROTLI_SMALL_BODY ? 1 : 5,
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
  if (!acceptEncoding || byteLengthBelow(payload, COMPRESSION_THRESHOLD)) return { body: payload };
  // Encoded to UTF-8 once here: its size picks the encoding, and zlib reads the bytes.
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = negotiateEncoding(acceptEncoding, bytes.length);
  if (encoding === 'identity') return { body: payload };
  return { body: encodeBody(bytes, encoding), encoding };
}

/**
 * Whether a body is shorter than `limit` bytes, without measuring a long string's UTF-8 (a string
 * of `limit` or more UTF-16 units has at least as many bytes).
 */
function byteLengthBelow(payload: string | Buffer, limit: number): boolean {
  if (payload.length >= limit) return false;
  return typeof payload === 'string' ? Buffer.byteLength(payload) < limit : true;
}
