import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL } from './server';

// The LIFF mock is a development and test tool: the production build must not carry it (the
// wrapper loads it as a separate /dev script only in mock mode), which only a development or
// test server serves.
const root = path.resolve(import.meta.dirname, '..');
// Strings only @line/liff-mock's code contains (its errors and internals), minified or not.
const MOCK_MARKERS = [
  'You need to call liff.login first.',
  'You need to call liff.init first.',
  'createMockedInit',
  'getActualInitOrMockedInit',
];

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && /\.(m?js|html)$/.test(entry.name)
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

describe('LIFF mock stays out of production', () => {
  it('no built web file (browser or server bundle) contains liff-mock code', () => {
    const files = [
      ...filesUnder(path.join(root, 'apps/web/dist')),
      ...filesUnder(path.join(root, 'apps/web/dist-server')),
    ];
    expect(files.length).toBeGreaterThan(5);
    const carrying = files.filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return MOCK_MARKERS.some((marker) => text.includes(marker));
    });
    expect(carrying).toEqual([]);
  });

  it('the LIFF SDK is a chunk of its own, loaded on demand (not in the entry)', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isDynamicEntry?: boolean; isEntry?: boolean }>;
    // apps/web/src/lib/liff/sdk.ts: the pluggable core with the modules the wrapper calls.
    const sdk = Object.entries(manifest).find(([id]) => id.endsWith('src/lib/liff/sdk.ts'));
    expect(sdk?.[1].isDynamicEntry).toBe(true);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(entry?.file).not.toBe(sdk?.[1].file);
    const entryCode = fs.readFileSync(path.join(root, 'apps/web/dist', entry!.file), 'utf8');
    expect(entryCode).not.toContain('EXCEPTION_IN_SUBWINDOW');
    const sdkCode = fs.readFileSync(path.join(root, 'apps/web/dist', sdk![1].file), 'utf8');
    expect(sdkCode).toContain('liffId is necessary for liff.init()');
  });

  it('the test server serves the mock only as its own development file', async () => {
    // Outside production the server serves /dev/liff-mock.js for the demo LINE area (`npm
    // start`, ?liffMock=1); a production server does not (apps/api/test/liff-demo.int.test.ts).
    const response = await fetch(new URL('/dev/liff-mock.js', baseURL));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const body = await response.text();
    expect(MOCK_MARKERS.some((marker) => body.includes(marker))).toBe(true);
  });
});
