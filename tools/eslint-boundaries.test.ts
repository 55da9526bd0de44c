import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import manifest from './module-manifest.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint reports for `code` placed at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

// The first lint loads ESLint's whole configuration (parsers, plugins): seconds on a busy
// machine, beyond the unit tests' 5 s default.
describe('module boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it('refuses a web feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/booking/probe.ts',
      "export { useIndustries } from '../catalogue/api/get-industries';\n",
    );
    expect(errors).toEqual([expect.stringContaining('features never import each other')]);
  });

  it('refuses ui/ and lib/ importing features or routes', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/ui/probe.ts',
        "export * from '../features/booking/lib/steps';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('apps/web/src/lib/probe.ts', "export * from '../routes/router';\n"),
    ).toHaveLength(1);
  });

  it("refuses an API module importing another module's internals, not its index", async () => {
    const file = 'apps/api/src/modules/seller/probe.ts';
    expect(await boundaryErrors(file, "export * from '../catalogue/shops.service';\n")).toEqual([
      expect.stringContaining("catalogue's internals"),
    ]);
    expect(await boundaryErrors(file, "export * from '../catalogue';\n")).toEqual([]);
    expect(await boundaryErrors(file, "export * from './guard';\n")).toEqual([]);
  });

  it('lets routes compose features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/routes/probe.ts',
        "export * from '../features/booking/lib/steps';\n",
      ),
    ).toEqual([]);
  });

  it('refuses a module importing a module the manifest does not give it, type-only too', async () => {
    // catalogue may import no module; booking may import catalogue.
    const file = 'apps/api/src/modules/catalogue/probe.ts';
    const refused = [expect.stringContaining('Module "catalogue" imports module "booking"')];
    expect(await boundaryErrors(file, "export { bookingRoutes } from '../booking';\n")).toEqual(
      refused,
    );
    expect(
      await boundaryErrors(
        file,
        "import type { BookingContext } from '../booking';\nexport type X = BookingContext;\n",
      ),
    ).toEqual(refused);
    expect(
      await boundaryErrors(
        file,
        "import { type BookingContext } from '../booking';\nexport type X = BookingContext;\n",
      ),
    ).toEqual(refused);
    expect(
      await boundaryErrors(file, "export type { BookingContext } from '../booking';\n"),
    ).toEqual(refused);
    expect(
      await boundaryErrors(file, "export type X = import('../booking').BookingContext;\n"),
    ).toEqual(refused);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/booking/probe.ts',
        "import type { CatalogueRouteOptions } from '../catalogue';\nexport type X = CatalogueRouteOptions;\n",
      ),
    ).toEqual([]);
  });

  it('refuses http/ and lib/ importing a module, and lib/ importing http/', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/http/probe.ts',
        "import type { IdentityContext } from '../modules/identity';\nexport type X = IdentityContext;\n",
      ),
    ).toEqual([expect.stringContaining('http/ imports module "identity"')]);
    expect(
      await boundaryErrors('apps/api/src/lib/probe.ts', "export * from '../modules/catalogue';\n"),
    ).toEqual([expect.stringContaining('lib/ imports module "catalogue"')]);
    expect(
      await boundaryErrors(
        'apps/api/src/lib/probe.ts',
        "import type { Access } from '../http/access';\nexport type X = Access;\n",
      ),
    ).toEqual([expect.stringContaining('lib/ imports http/')]);
    expect(
      await boundaryErrors('apps/api/src/http/probe.ts', "export * from '../lib/errors';\n"),
    ).toEqual([]);
  });

  it('refuses a web feature importing another by a type-only import too', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/booking/probe.ts',
        "import type { X } from '../catalogue/api/get-industries';\nexport type Y = X;\n",
      ),
    ).toEqual([expect.stringContaining('features never import each other')]);
  });

  it('refuses a module the manifest does not declare', async () => {
    expect(
      await boundaryErrors('apps/api/src/modules/newcomer/probe.ts', 'export const x = 1;\n'),
    ).toEqual([expect.stringContaining('Module "newcomer" is not declared')]);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/seller/probe.ts',
        "export * from '../newcomer';\n",
      ),
    ).toEqual([expect.stringContaining('Module "newcomer" is not declared')]);
  });
});

describe('the module manifest', () => {
  const modules = manifest.api.modules;

  it('declares exactly the modules that exist, with known dependencies', () => {
    const dir = path.join(ROOT, 'apps/api/src/modules');
    const existing = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(Object.keys(modules).sort()).toEqual(existing.sort());
    for (const [name, uses] of Object.entries(modules)) {
      for (const used of uses) expect(modules, `${name} uses ${used}`).toHaveProperty(used);
    }
  });

  it('is acyclic', () => {
    const done = new Set<string>();
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) throw new Error(`module cycle: ${[...trail, name].join(' -> ')}`);
      if (done.has(name)) return;
      for (const used of modules[name]!) visit(used, [...trail, name]);
      done.add(name);
    };
    for (const name of Object.keys(modules)) visit(name, []);
  });
});
