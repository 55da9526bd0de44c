import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the generated zod-free twins of the call contracts live. */
export const WEB_CALLS_FILE = fileURLToPath(
  new URL('../packages/contracts/src/web-calls.gen.ts', import.meta.url),
);
const CONTRACTS_SRC = path.dirname(WEB_CALLS_FILE);

type CallLike = { kind: 'call'; method: string; path: string };

function isCallGroup(value: unknown): value is Record<string, CallLike> {
  if (!value || typeof value !== 'object') return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every((v) => !!v && typeof v === 'object' && (v as CallLike).kind === 'call')
  );
}

/**
 * Renders `web-calls.gen.ts`: for every `defineCalls` group exported by a domain folder of the
 * contracts (`src/<domain>/index.ts`), one line with each call's method and path as a `webCall`,
 * typed by the group's contracts through a type-only import, so the web bundles neither zod nor
 * the schemas (and, the calls being separate properties, only the calls it uses).
 */
export async function renderWebCalls(): Promise<string> {
  const domains = fs
    .readdirSync(CONTRACTS_SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(CONTRACTS_SRC, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  const imports: string[] = [];
  const types: string[] = [];
  const groups: string[] = [];
  for (const domain of domains) {
    const mod = (await import(path.join(CONTRACTS_SRC, domain, 'index.ts'))) as Record<
      string,
      unknown
    >;
    const exportNames: string[] = [];
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isCallGroup(value)) continue;
      exportNames.push(exportName);
      const key = exportName.replace(/Calls$/, '');
      types.push(`${key}: typeof ${exportName}`);
      const entries = Object.entries(value).map(
        ([name, call]) => `${name}: webCall('${call.method}', '${call.path}')`,
      );
      groups.push(`  ${key}: { ${entries.join(', ')} },`);
    }
    if (exportNames.length) {
      imports.push(`import type { ${exportNames.join(', ')} } from './${domain}';`);
    }
  }
  return [
    '// Generated from the call contracts by `npm run contracts:generate`: do not edit.',
    '// A unit test fails when this file is out of date.',
    ...imports,
    "import { webCall, type WebCallGroups } from './web-call';",
    '',
    '/** Every API call as the web calls it: method and path, typed by its contract. */',
    `export const calls: WebCallGroups<{ ${types.join('; ')} }> = {`,
    ...groups,
    '};',
    '',
  ].join('\n');
}
