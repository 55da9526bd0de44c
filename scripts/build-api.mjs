// Bundles the API into apps/api/dist/server.js: our workspace code (contracts included) is
// inlined, npm dependencies stay external, and the SQL migrations are copied beside it.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '../apps/api');
const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@haoyue/'));
const outdir = path.join(apiDir, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
fs.cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`api built: ${path.relative(process.cwd(), path.join(outdir, 'server.js'))}`);
