import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the run's screenshots go: kept with the run's artefacts, never committed. */
export const ARTEFACTS_DIR = path.join(os.tmpdir(), 'haoyue-e2e-artefacts');

/**
 * Saves the whole page as `name`.png in the artefacts folder: the walk-through a reviewer reads
 * after a run (a guest booking with a new number, a returning customer with a voucher, the
 * owner's calendar, the LINE area mocked and for real, all at 390 px).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTEFACTS_DIR, `${name}.png`), fullPage: true });
}
