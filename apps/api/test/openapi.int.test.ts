import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/http/access';
import { createTestApp, type TestContext } from './helper';

const REDOCLY = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
};

let t: TestContext;
let doc: Document;

beforeAll(async () => {
  // With the telephony secret, so the phone-call webhook is served and described too.
  t = await createTestApp({
    env: { CALL_IN_WEBHOOK_SECRET: 'a-webhook-secret-of-24-chars-or-more' },
  });
  const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** Every operation of the document as `METHOD /path` with its entry. */
function operations(): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${p}`,
      op,
    ]),
  );
}

/** A router path as the document writes it: `/orders/:id(^\d+)::cancel` → `/orders/{id}:cancel`. */
function documentPath(url: string): string {
  return url
    .replaceAll('::', '\u0000')
    .replace(/:(\w+)(\([^)]*\))?/g, '{$1}')
    .replaceAll('\u0000', ':');
}

type Requirement = Record<string, string[]>;
const SESSION_READ: Requirement[] = [{ bearer: [] }, { cookie: [] }];
const SESSION_WRITE: Requirement[] = [{ bearer: [] }, { cookie: [], xsrf: [] }];

/** What the access hook accepts for `access` on `method`, as the document must say it. */
function expectedSecurity(access: Access, method: string): Record<string, string[]>[] {
  if (access === 'public' || access === 'loopback') return [];
  if (typeof access === 'object' && 'webhook' in access) {
    return access.webhook === 'line' ? [{ lineSignature: [] }] : [{ phoneCallSecret: [] }];
  }
  // Cookie sessions need the XSRF header on writes only (access.ts SAFE_METHODS).
  const session = method === 'GET' ? SESSION_READ : SESSION_WRITE;
  return access === 'public-or-user' ? [{}, ...session] : session;
}

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) without errors', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      // @redocly/cli bundles its core (no @redocly/openapi-core to import): its JSON report.
      const run = spawnSync(REDOCLY, ['lint', file, '--format=json', '--max-problems=10000'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      });
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((p) => p.severity === 'error');
      expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every operation once, <domain>.<call>', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(200);
    const ids = ops.map(([, op]) => op.operationId);
    for (const [name, op] of ops) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/);
    }
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, op] of ops) {
      const before = seen.get(op.operationId!);
      if (before) duplicates.push(`${op.operationId}: ${before} and ${name}`);
      seen.set(op.operationId!, name);
    }
    expect(duplicates).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/v1/health']!.get!.operationId).toBe('system.health');
  });

  it('defines the schemes the access hook accepts', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'Authorization' },
      xsrf: { type: 'apiKey', in: 'header', name: 'x-xsrf-token' },
      phoneCallSecret: { type: 'apiKey', in: 'header', name: 'X-Webhook-Secret' },
      lineSignature: { type: 'apiKey', in: 'header', name: 'X-Line-Signature' },
    });
  });

  it('gives every described route the security of its declared access', () => {
    const described = new Map(operations());
    let checked = 0;
    for (const row of t.app.accessTable) {
      if (row.access === 'infrastructure') continue;
      for (const method of row.method.split(',')) {
        if (method === 'HEAD') continue; // GET's twin, not in the document
        const op = described.get(`${method} ${documentPath(row.url)}`);
        if (!op) continue; // hidden (the document itself) or outside /v1 (fake LINE Pay)
        expect(op.security, `${method} ${row.url}`).toEqual(expectedSecurity(row.access, method));
        checked += 1;
      }
    }
    // Every operation of the document is a declared route.
    expect(checked).toBe(described.size);

    const security = (method: string, p: string) => doc.paths[p]![method]!.security;
    expect(security('get', '/v1/shops')).toEqual([]);
    expect(security('get', '/v1/sellers/{sellerId}/shops/{shopId}')).toEqual(SESSION_READ);
    expect(security('patch', '/v1/sellers/{sellerId}/shops/{shopId}')).toEqual(SESSION_WRITE);
    expect(security('post', '/v1/webhooks/phone-calls')).toEqual([{ phoneCallSecret: [] }]);
    expect(security('post', '/v1/line/webhook/{sellerId}')).toEqual([{ lineSignature: [] }]);
  });
});
