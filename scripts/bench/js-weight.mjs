/**
 * JavaScript weight of a page as a first-time visitor downloads it: opens the page in headless
 * Debian Chromium (playwright-core, no downloaded browsers) and gzips (level 9) every script
 * body itself, so the number does not depend on how the server happened to compress.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../chromium.mjs';
import { onCleanup } from './processes.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * @param {{ origin: string, pagePath: string, expectText?: string, timeoutMs: number }} options
 */
export async function measureJsWeight({ origin, pagePath, expectText, timeoutMs }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_ARGS,
    timeout: 30_000,
  });
  const unregister = onCleanup(() => browser.close());
  try {
    const page = await browser.newPage();
    // The bench must not reach the internet: anything off loopback is refused (and counted).
    const blocked = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || LOOPBACK.has(url.hostname)) return route.continue();
      blocked.push(url.origin);
      return route.abort('blockedbyclient');
    });
    const pageErrors = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const failed = [];
    page.on('requestfailed', (request) => {
      failed.push(`${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
    });

    // Requests in the order they finished: JS finished before the first /v1/ answer is what
    // the visitor waits for before the shop can even be asked for.
    let finished = 0;
    let firstDataAt = Infinity;
    let firstDataMs = null;
    const started = performance.now();
    const scripts = [];
    const reads = [];
    page.on('requestfinished', (request) => {
      const order = ++finished;
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/') && firstDataAt === Infinity) {
        firstDataAt = order;
        firstDataMs = Math.round(performance.now() - started);
      }
      reads.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          const type = response.headers()['content-type'] ?? '';
          const isJs =
            request.resourceType() === 'script' ||
            /\.m?js$/.test(url.pathname) ||
            type.includes('javascript');
          if (!isJs) return;
          if (!response.ok()) failed.push(`${url.pathname}: HTTP ${response.status()}`);
          const body = await response.body();
          scripts.push({
            path: url.pathname,
            order,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            servedEncoding: response.headers()['content-encoding'] ?? null,
          });
        })(),
      );
    });

    const response = await page.goto(`${origin}${pagePath}`, {
      waitUntil: 'networkidle',
      timeout: timeoutMs,
    });
    await Promise.all(reads);
    const shows = (p) =>
      expectText
        ? p
            .getByText(expectText)
            .first()
            .isVisible()
            .catch(() => false)
        : null;
    const rendered = await shows(page);

    // Does the first paint need JavaScript at all? With the page rendered on the server, the
    // shop is on screen before any script runs: open it again with JavaScript disabled.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noJs.newPage();
    await bare.route('**/*', (route) =>
      LOOPBACK.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
    );
    await bare.goto(`${origin}${pagePath}`, { waitUntil: 'load', timeout: timeoutMs });
    const rendersWithoutJs = (await shows(bare)) === true;
    await noJs.close();

    if (scripts.length === 0) {
      throw new Error(`${pagePath} loaded no JavaScript (failed: ${failed.join(', ') || 'none'})`);
    }
    scripts.sort((a, b) => a.order - b.order);
    const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
    const beforeData = scripts.filter((s) => s.order < firstDataAt);
    return {
      url: pagePath,
      status: response?.status() ?? null,
      rendered,
      firstDataMs,
      scripts: scripts.length,
      gzipBytes: sum(scripts, 'gzipBytes'),
      rawBytes: sum(scripts, 'bytes'),
      beforeDataGzipBytes: sum(beforeData, 'gzipBytes'),
      rendersWithoutJs,
      // What the first paint waits for: nothing when the page paints without JavaScript.
      beforePaintGzipBytes: rendersWithoutJs ? 0 : sum(beforeData, 'gzipBytes'),
      files: scripts.map(({ order: _order, ...s }) => s),
      failedRequests: failed,
      blockedOrigins: [...new Set(blocked)],
      pageErrors,
    };
  } finally {
    unregister();
    await browser.close();
  }
}
