import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, encodeFor, negotiateEncoding } from './content-encoding';

/** Node 22.15+/23.8+ (the suite's runtime); absent from the Node 20 types. */
const { zstdDecompressSync } = zlib as unknown as {
  zstdDecompressSync: (body: Buffer | string) => Buffer;
};

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'br'],
    ['zstd;q=0.5, br', 'br'],
    ['zstd, br;q=0.9', 'zstd'],
    ['zstd;q=0, gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'zstd'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('sends a body under 16 KB as Brotli where the client accepts it as readily as Zstandard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', 16_383)).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd', 16_384)).toBe('zstd');
    expect(negotiateEncoding('*', 2_000)).toBe('br');
    // A client that prefers Zstandard, or does not take Brotli, still gets it.
    expect(negotiateEncoding('zstd, br;q=0.9', 2_000)).toBe('zstd');
    expect(negotiateEncoding('gzip, zstd', 2_000)).toBe('zstd');
    expect(negotiateEncoding('gzip, br', 2_000)).toBe('br');
  });

  it('answers each header alike however many distinct headers came before', () => {
    for (let i = 0; i < 200; i += 1) {
      const [gzip, br] = i % 2 ? [0.9, 0.5] : [0.5, 0.9];
      const header = `gzip;q=${gzip}, br;q=${br}, x-client-${i}`;
      expect(negotiateEncoding(header)).toBe(i % 2 ? 'gzip' : 'br');
      expect(negotiateEncoding(header)).toBe(i % 2 ? 'gzip' : 'br');
    }
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('zstd');
  });
});

describe('encodeBody', () => {
  it('round-trips through Zstandard, Brotli and gzip', () => {
    const body = JSON.stringify({ data: '光點髮藝'.repeat(200) });
    expect(zstdDecompressSync(encodeBody(body, 'zstd')).toString()).toBe(body);
    expect(zlib.brotliDecompressSync(encodeBody(body, 'br')).toString()).toBe(body);
    expect(zlib.gunzipSync(encodeBody(body, 'gzip')).toString()).toBe(body);
    expect(encodeBody(body, 'identity')).toBe(body);
  });

  it('round-trips bodies from the smallest window to beyond the largest', () => {
    for (const size of [1, 900, 1025, 5000, 16_383, 16_384, 70_000, 5_000_000]) {
      const body = Buffer.from('光點髮藝 剪髮 染髮 '.repeat(Math.ceil(size / 20))).subarray(
        0,
        size,
      );
      expect(zlib.brotliDecompressSync(encodeBody(body, 'br')).equals(body)).toBe(true);
      expect(zstdDecompressSync(encodeBody(body, 'zstd')).equals(body)).toBe(true);
    }
  });
});

describe('encodeFor', () => {
  it('compresses for the client only when it accepts an encoding and the body is worth it', () => {
    const big = JSON.stringify({ data: '光點髮藝'.repeat(200) });
    const br = encodeFor('gzip, deflate, br', big);
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
    // 2.4 KB: Brotli is the cheaper of the two at this size; from 16 KB on, Zstandard.
    expect(encodeFor('gzip, deflate, br, zstd', big).encoding).toBe('br');
    const large = JSON.stringify({ data: '光點髮藝 剪髮 染髮 '.repeat(1_000) });
    const zstd = encodeFor('gzip, deflate, br, zstd', large);
    expect(zstd.encoding).toBe('zstd');
    expect(zstdDecompressSync(zstd.body).toString()).toBe(large);
    expect(encodeFor('gzip', big).encoding).toBe('gzip');
    expect(encodeFor(undefined, big)).toEqual({ body: big });
    expect(encodeFor('br', '{"data":1}')).toEqual({ body: '{"data":1}' });
  });

  it('measures the threshold in UTF-8 bytes, not characters', () => {
    const ascii = 'a'.repeat(1023);
    expect(encodeFor('br', ascii)).toEqual({ body: ascii });
    // 400 characters, 1,200 bytes: over the threshold although shorter than it in characters.
    const chinese = '髮'.repeat(400);
    const sent = encodeFor('br', chinese);
    expect(sent.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(sent.body).toString()).toBe(chinese);
    expect(encodeFor('gzip', Buffer.from(ascii)).encoding).toBeUndefined();
    expect(encodeFor('gzip', Buffer.from(ascii + 'a')).encoding).toBe('gzip');
  });
});
