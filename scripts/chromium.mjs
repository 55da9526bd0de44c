/**
 * How the tests and the bench start Debian's Chromium: headless, on this sandboxed loopback-only
 * machine, without browser UI a phone never runs. Used by e2e/browser.ts (Playwright) and
 * scripts/bench (Playwright and chrome-launcher).
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser UI a headless page never shows. Each new window (every Playwright context is one)
 * preloads the address bar's suggestion popups, two WebUI pages in a renderer of their own that
 * spent ~1.3 s of CPU in each window's first seconds on the CI machine, beside ~0.6 s for the
 * context, its page and a first document. Without them catalogue.e2e.ts's tests took 45 s
 * instead of 71.
 */
export const HEADLESS_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * One renderer process per page, not per site: our pages and the fakes they visit are one
 * loopback origin, so site isolation only adds spare renderers and utility processes (their CPU
 * fell from 25 s to 10 s over eight e2e files), and the back-forward cache keeps pages a test
 * has left alive. Tests never rely on either.
 */
export const PROCESS_FEATURES = ['IsolateOrigins', 'site-per-process', 'BackForwardCache'];

/**
 * The features Playwright itself turns off (`chromiumSwitches.ts` in playwright-core); it does not
 * export them. e2e/browser.e2e.ts fails when a Playwright upgrade changes its list.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Our switches, to follow the launcher's own. Chromium keeps the last `--disable-features` of a
 * command line only, so ours repeats the features the launcher turns off (`launcherFeatures`).
 */
export function headlessArgs(launcherFeatures) {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-site-isolation-trials',
    `--disable-features=${[...launcherFeatures, ...HEADLESS_UI_FEATURES, ...PROCESS_FEATURES].join(',')}`,
  ];
}

/** Our switches for a Chromium that Playwright launches (its `args`). */
export const PLAYWRIGHT_ARGS = headlessArgs(PLAYWRIGHT_DISABLED_FEATURES);
