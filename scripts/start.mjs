// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates, seeds and listens). One process, one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (p) => path.join(root, p);

/** Newest modification time under the given paths (files or directories). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') visit(path.join(p, name));
    } else max = Math.max(max, stat.mtimeMs);
  };
  paths.forEach((p) => visit(at(p)));
  return max;
}

/** True when an output is missing or older than any of its sources. */
function isStale(outputs, sources) {
  return [outputs].flat().some((output) => {
    if (!fs.existsSync(at(output))) return true;
    return newest(sources) > fs.statSync(at(output)).mtimeMs;
  });
}

const contracts = ['packages/contracts/src'];
const steps = [
  {
    name: 'web',
    // The browser build and the server-render entry (built together by the web build).
    stale: isStale(
      ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'],
      [
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
        ...contracts,
      ],
    ),
    args: ['run', 'build', '-w', '@haoyue/web'],
  },
  {
    name: 'api',
    stale: isStale('apps/api/dist/server.js', ['apps/api/src', ...contracts]),
    args: ['run', 'build', '-w', '@haoyue/api'],
  },
];
for (const step of steps.filter((s) => s.stale)) {
  console.log(`building ${step.name}…`);
  const result = spawnSync('npm', step.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
