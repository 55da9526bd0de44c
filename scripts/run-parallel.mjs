// Runs shell commands side by side, one per core at most, and fails if any fails.
// `npm test` checks types, lints and builds this way: three `tsc` programs (tsconfig.node.json,
// the web, the e2e files), the lint and the build are independent single-threaded runs
// (typecheck ~60 s of CPU, lint ~45 s, build ~40 s on the 2-core CI machine).
// Each command's output is printed whole when it ends, so runs never interleave their lines.
import { spawn } from 'node:child_process';
import os from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

const slots = Math.max(1, Math.min(os.availableParallelism(), commands.length));
let next = 0;
const failed = [];

/** Runs one command in a shell; resolves with its exit code once its output is printed. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n> ${command} (${status === 0 ? 'ok' : `failed: ${status}`})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

async function worker() {
  while (next < commands.length) {
    const command = commands[next++];
    if ((await run(command)) !== 0) failed.push(command);
  }
}

await Promise.all(Array.from({ length: slots }, worker));
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
