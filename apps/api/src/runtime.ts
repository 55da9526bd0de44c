/**
 * The Node.js releases the API runs on (decision 025): 22.12 and later LTS lines. Node 20 reached
 * its end of life on 2026-04-30, and our dependencies (pg-boss, cookie, content-disposition,
 * @axe-core/playwright) require 22 or later. `npm start` and `npm test` run on the Node 24 that
 * `npm install` puts in node_modules/.bin (the `node` package), whatever the system's Node.
 */
export const MINIMUM_NODE = { major: 22, minor: 12 } as const;

/** Why `version` (e.g. `20.20.2`) cannot run the API, or null when it can. */
export function unsupportedRuntime(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor)) {
    return null;
  }
  return (
    `Node.js ${version} is not supported: run on Node.js ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} ` +
    'or later (npm start uses the Node 24 in node_modules/.bin)'
  );
}
