import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
});
