/**
 * Child processes for the bench: every child is tracked and killed (with its process group) at
 * the end, on errors and on Ctrl-C, so a bench never leaves servers or builds behind. Every wait
 * has a time limit, so a bench always ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A started child: `exited` resolves with `{ code, signal }`; `tail()` is its latest output.
 * @typedef {object} Child
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} proc
 * @property {Promise<{ code: number | null, signal: string | null }>} exited
 * @property {boolean} done
 * @property {() => string} tail
 * @property {string} logFile
 */

/** Children still running. @type {Set<Child>} */
const children = new Set();
/** Extra cleanup to run at the end (e.g. closing the browser). @type {Set<() => Promise<void>>} */
const cleanups = new Set();

/** Registers extra cleanup (e.g. closing the browser); returns a function that unregisters it. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Sends a signal to the child's whole process group (npm → sh → vite all go). */
function signalGroup(child, signal) {
  if (child.done || child.proc.pid === undefined) return;
  try {
    process.kill(-child.proc.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts a child in its own process group, its output going to `logFile` (and the last few KB
 * kept in memory for error messages). `onLine` sees stdout lines, e.g. to read a port.
 * @returns {Child}
 */
export function startChild(name, command, args, { env, cwd, logFile, onLine } = {}) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const proc = spawn(command, args, {
    cwd,
    env,
    detached: true, // own process group: one kill reaches grandchildren too
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let pendingLine = '';
  const keep = (chunk) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  };
  proc.stdout.on('data', (chunk) => {
    keep(chunk);
    if (!onLine) return;
    const lines = (pendingLine + chunk.toString()).split('\n');
    pendingLine = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  proc.stderr.on('data', keep);

  const child = /** @type {Child} */ ({ name, proc, done: false, tail: () => tail, logFile });
  child.exited = new Promise((resolve) => {
    const finish = (code, signal) => {
      if (child.done) return;
      child.done = true;
      children.delete(child);
      log.end();
      resolve({ code, signal });
    };
    proc.once('exit', finish);
    proc.once('error', (err) => {
      keep(`${err.message}\n`);
      finish(null, 'spawn-error');
    });
  });
  children.add(child);
  return child;
}

/** Asks the child to stop (SIGTERM), then kills it if it has not gone within `graceMs`. */
export async function stopChild(child, graceMs = 5000) {
  if (child.done) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may exit before its group (e.g. npm before vite): make sure the rest goes too.
  signalGroup(child, 'SIGKILL');
}

/** Stops every child and runs registered cleanups; safe to call more than once. */
export async function cleanupAll() {
  const tasks = [...cleanups].map((fn) => fn().catch(() => {}));
  cleanups.clear();
  await Promise.all([...tasks, ...[...children].map((c) => stopChild(c, 3000))]);
}

/**
 * Makes Ctrl-C, SIGTERM and a crash still clean up. On a plain `process.exit` the async
 * cleanup cannot run, so children get a synchronous SIGKILL as a last resort.
 */
export function installCleanupHandlers() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal}, stopping child processes…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => {
    for (const child of children) {
      try {
        if (child.proc.pid !== undefined) process.kill(-child.proc.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}

/** Runs a command to completion within `timeoutMs`; rejects on a non-zero exit or timeout. */
export async function runCommand(name, command, args, { env, cwd, logFile, timeoutMs, onLine }) {
  const child = startChild(name, command, args, { env, cwd, logFile, onLine });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stopChild(child, 2000);
  }, timeoutMs);
  const { code, signal } = await child.exited;
  clearTimeout(timer);
  if (timedOut) throw new Error(`${name} did not finish within ${timeoutMs / 1000} s`);
  if (code !== 0) {
    throw new Error(
      `${name} failed (${signal ?? `exit ${code}`}); log: ${child.logFile}\n` +
        indent(child.tail()),
    );
  }
}

/** A port that was free a moment ago on 127.0.0.1 (for servers that cannot report theirs). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, the child dies or `timeoutMs` passes. */
export async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.done) {
      throw new Error(
        `${child.name} exited before ${url} answered; log: ${child.logFile}\n` +
          indent(child.tail()),
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s; log: ${child.logFile}`);
}

/** Resolves with `promise`, or rejects after `ms` (calling `onTimeout` first, e.g. to abort). */
export async function withTimeout(promise, ms, label, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${label} did not finish within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function indent(text) {
  return text
    .trimEnd()
    .split('\n')
    .slice(-25)
    .map((l) => `    ${l}`)
    .join('\n');
}
