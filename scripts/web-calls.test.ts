import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWebCalls, WEB_CALLS_FILE } from './web-calls';

describe('web-calls.gen.ts', () => {
  it('matches the call contracts (run `npm run contracts:generate` after changing one)', async () => {
    expect(fs.readFileSync(WEB_CALLS_FILE, 'utf8')).toBe(await renderWebCalls());
    // Rendering loads every contract and formats the file: seconds on a busy 2-core machine.
  }, 30_000);
});
