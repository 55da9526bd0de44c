#!/usr/bin/env node
/**
 * Fails when source files import each other in a cycle (run by `npm run lint`). Type-only
 * imports count too: they create no load-order problem, but a circle of types is a circle of
 * knowledge (neither file can be understood or moved without the other); the shared type
 * belongs below both.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// Every import and re-export of a relative path, `import type` and `export type` included.
const IMPORT = /^\s*(import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const files = SOURCES.flatMap((dir) => walk(path.join(ROOT, dir)));
const graph = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const deps = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[2]);
    if (target) deps.add(target);
  }
  graph.set(file, [...deps]);
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function connect(node) {
  meta.set(node, { index, low: index, onStack: true });
  index++;
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!meta.has(next)) {
      connect(next);
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
    } else if (meta.get(next).onStack) {
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
  }
  if (meta.get(node).low === meta.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      meta.get(member).onStack = false;
      component.push(path.relative(ROOT, member));
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const file of graph.keys()) if (!meta.has(file)) connect(file);

if (cycles.length) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' <-> ')}`);
  process.exit(1);
}
console.log(`no import cycles among ${files.length} files`);
