import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADLESS_UI_FEATURES, PROCESS_FEATURES } from '../scripts/chromium.mjs';
import { launchBrowser, useBrowser } from './browser';

const browser = useBrowser();

/**
 * The command line Playwright would start Chromium with: a stand-in executable writes its
 * arguments down and exits, so the launch fails and nothing starts.
 */
async function launchArguments(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-fake-chromium-'));
  try {
    const out = path.join(dir, 'args');
    const fake = path.join(dir, 'chromium');
    fs.writeFileSync(fake, `#!/bin/sh\nfor a in "$@"; do printf '%s\\n' "$a"; done > '${out}'\n`, {
      mode: 0o755,
    });
    await expect(launchBrowser(fake)).rejects.toThrow();
    return fs.readFileSync(out, 'utf8').trim().split('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the e2e browser', () => {
  it("turns off the address bar's popups and site isolation without undoing Playwright's own switches", async () => {
    const args = await launchArguments();
    const lists = args
      .filter((a) => a.startsWith('--disable-features='))
      .map((a) => a.slice('--disable-features='.length).split(','));
    // Chromium keeps the last one only: it must hold Playwright's features (the first) and ours.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const effective = lists.at(-1)!;
    expect(effective).toEqual(
      expect.arrayContaining([...lists[0]!, ...HEADLESS_UI_FEATURES, ...PROCESS_FEATURES]),
    );
  });

  it('opens a context with no browser UI page beside the test page', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<title>t</title>');
    const cdp = await browser().newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    expect(targetInfos.filter((t) => t.type !== 'page' && t.type !== 'tab')).toEqual([]);
    await cdp.detach();
    await context.close();
  });
});
