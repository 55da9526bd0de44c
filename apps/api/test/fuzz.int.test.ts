import fs from 'node:fs';
import { ERROR_STATUS } from '@haoyue/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CORE_JSON,
  CORE_TEXTS,
  encodeText,
  HOSTILE_JSON,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_RAW,
  HOSTILE_TEXTS,
  isDistinctive,
  type JsonSchema,
  type KnownValues,
  sample,
  sampleObject,
} from './fuzz-inputs';
import { createTestApp, type TestContext } from './helper';

/**
 * Walks the app's own OpenAPI document and sends every operation hostile values for each path
 * parameter, query parameter and JSON body property (and broken bodies as a whole), as an
 * anonymous caller, the demo customer, the owner of a demo seller and the demo super admin (so
 * that validation behind the access guards is reached). Every answer must be below 500, and a
 * refusal must be our `{ error: { code, message } }` with a code of the one table, without
 * echoing the input. A probe answered by a layer every route shares (the router, the field's
 * validation, the seller guard, the sign-in guard: `settledBy`) is not sent again to the next
 * route with the same field, schema and value; whatever reaches a route's own code is.
 * Deterministic: the same requests in the same order on every run. It logs its request count;
 * `FUZZ_REPORT=<file>` writes every problem found (the assertion shows the first 40).
 */

type Caller = { name: 'anonymous' | 'customer' | 'owner' | 'admin'; token?: string };
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
  /** Whether an anonymous caller reaches its validation (not behind a user or seller guard). */
  open: boolean;
};
/** One request, and the text it must not find echoed in the answer. */
type Probe = {
  what: string;
  inject: InjectOptions;
  echo?: string;
  /**
   * The field under attack and its schema, when the probe changes one field: the same hostile
   * value against the same field name and schema meets the same validation on every route.
   */
  target?: { where: 'path' | 'query' | 'body'; field: string; shape: string; value: string };
};

const DEMO_PASSWORD = 'haoyue-demo';
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MARK = '\u0001FUZZ\u0001';
/** The mark as JSON.stringify writes it, to swap for raw JSON text. */
const PLACEHOLDER = JSON.stringify(MARK);

let t: TestContext;
let known: KnownValues;
const callers: Caller[] = [{ name: 'anonymous' }];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/tokens',
      payload: { provider: 'basic', username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };
  callers.push({ name: 'customer', token: await signIn('+886900000001') });
  callers.push({ name: 'owner', token: await signIn('+886912000001') });
  callers.push({ name: 'admin', token: await signIn('+886900000099') });
  known = await demoValues(callers[1]!.token!, callers[2]!.token!, callers[3]!.token!);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

it('answers every hostile input below 500, in the error shape, without echoing it', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  const operations = readOperations(doc);
  expect(operations.length).toBeGreaterThan(90);
  const problems: string[] = [];
  let requests = 0;
  let skipped = 0;
  const statuses = new Map<number, number>();
  /** Probes whose answer a route could not change (see `settledBy`): sent once, not per route. */
  const settled = new Set<string>();
  let checked = false;
  for (const op of operations) {
    if (!checked && rank(op) > 0) {
      // Every probe so far reached its route as the caller it was meant to: none was signed out.
      for (const caller of callers.filter((c) => c.token)) {
        const me = await t.app.inject({
          url: '/v1/me',
          headers: { authorization: `Bearer ${caller.token}` },
        });
        expect(me.statusCode, `${caller.name} still signed in`).toBe(200);
      }
      checked = true;
    }
    const probes = probesOf(op);
    for (const caller of callersOf(op)) {
      for (const probe of probes.filter((p) => reaches(caller, op, p))) {
        const key = settleKey(caller, op, probe);
        if (key && settled.has(key)) {
          skipped += 1;
          continue;
        }
        const inject = {
          ...probe.inject,
          headers: {
            ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
            ...probe.inject.headers,
          },
        };
        const res = await t.app.inject(inject);
        requests += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const problem = judge(res.statusCode, res.body, probe.echo);
        if (problem)
          problems.push(`${caller.name} ${op.method} ${op.path} ${probe.what}: ${problem}`);
        else if (key && settledBy(caller, op, probe, res.statusCode, res.body)) settled.add(key);
      }
    }
  }
  console.log(
    `fuzz: ${requests} requests (${skipped} answered alike before, not resent) over ` +
      `${operations.length} operations × ${callers.length} callers; ` +
      `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
      `${problems.length} problems`,
  );
  if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, problems.join('\n'));
  expect(problems.slice(0, 40)).toEqual([]);
  // A bound on a hang, not a speed test.
}, 420_000);

/**
 * When the same probe on another route must meet the same answer, the key saying so: the
 * field under attack, its schema and the value, and who sends it to which kind of route.
 */
function settleKey(caller: Caller, op: Operation, probe: Probe): string | null {
  if (!probe.target) return null;
  const { where, field, shape, value } = probe.target;
  return `${caller.name}|${op.open ? 'open' : 'guarded'}|${where}|${field}|${shape}|${value}`;
}

/** What the router answers for a URL it cannot read, before any route is chosen. */
const ROUTER_REFUSALS = new Set(['網址格式不正確', '網址中的參數過長']);
/** What the seller guard answers for a seller or shop id that is not the caller's. */
const GUARD_REFUSALS: Record<string, string> = { sellerId: '找不到商家', shopId: '找不到店家' };

/**
 * Whether an answer came from a layer every route shares, before the route's own code ran:
 * the router refusing an unreadable URL; the contract's validation refusing the field under
 * attack (which depends only on the field's schema and the value); the seller guard refusing a
 * seller or shop id that is not the caller's; or the access guard turning an anonymous caller
 * away from a guarded route before it reads the input. Any other answer (the value passed those
 * and reached the route's code) keeps the probe going to every route.
 */
function settledBy(
  caller: Caller,
  op: Operation,
  probe: Probe,
  status: number,
  body: string,
): boolean {
  if (caller.name === 'anonymous' && !op.open && status === 401) return true;
  if (status !== 400 && status !== 404) return false;
  const error = (JSON.parse(body) as { error: { code: string; message: string; field?: string } })
    .error;
  const target = probe.target!;
  if (status === 404) {
    return (
      target.where === 'path' &&
      op.path.startsWith('/v1/sellers/') &&
      error.message === GUARD_REFUSALS[target.field]
    );
  }
  if (error.code !== 'E_VALIDATION') return false;
  if (!error.field) return ROUTER_REFUSALS.has(error.message);
  return error.field === target.field || error.field.startsWith(`${target.field}.`);
}

/**
 * Who sends an operation's probes: the anonymous caller always, and the signed-in caller whose
 * access reaches its validation: the seller's owner on seller routes, the demo super admin on
 * admin routes, the customer elsewhere (anyone else's probes would stop at the guard).
 */
function callersOf(op: Operation): Caller[] {
  const reacher = op.path.startsWith('/v1/sellers')
    ? 'owner'
    : op.path.startsWith('/v1/admin/')
      ? 'admin'
      : 'customer';
  return callers.filter((c) => c.name === 'anonymous' || c.name === reacher);
}

/**
 * Whether a probe tells anything when this caller sends it: on a route behind a guard the
 * anonymous caller is turned away before the query and body are read, so it sends only what
 * can fail earlier (the URL itself) and the plausible request.
 */
function reaches(caller: Caller, op: Operation, probe: Probe): boolean {
  return caller.name !== 'anonymous' || op.open || /^(plausible|path)\b/.test(probe.what);
}

/** What is wrong with an answer, or null. */
function judge(status: number, body: string, echo: string | undefined): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400) return null;
  let parsed: { error?: { code?: unknown; message?: unknown; field?: unknown } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} not JSON: ${body.slice(0, 100)}`;
  }
  const error = parsed.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return `${status} not our error shape: ${body.slice(0, 200)}`;
  }
  const expected = ERROR_STATUS[error.code as keyof typeof ERROR_STATUS];
  if (expected === undefined) return `${status} unknown code ${error.code}`;
  if (expected !== status) return `${status} with ${error.code}, whose status is ${expected}`;
  const said = `${error.message} ${typeof error.field === 'string' ? error.field : ''}`;
  if (CONTROL.test(said)) return `${status} echoes control characters: ${JSON.stringify(said)}`;
  if (echo && isDistinctive(echo) && said.includes(echo.slice(0, 40))) {
    return `${status} echoes the input: ${said.slice(0, 120)}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Every probe of an operation: its plausible request, then one hostile change at a time. */
function probesOf(op: Operation): Probe[] {
  const known = knownFor(op);
  const pathValues = Object.fromEntries(
    op.params.map((p) => [p.name, encodeText(String(sample(p.schema, p.name, known)))]),
  );
  const query = Object.fromEntries(
    op.query
      .filter((q) => q.required)
      .map((q) => [q.name, encodeText(String(sample(q.schema, q.name, known)))]),
  );
  const body = op.body ? sampleObject(op.body, known) : undefined;
  const request = (
    what: string,
    change: { path?: Record<string, string>; query?: Record<string, string>; raw?: string },
    echo?: string,
    target?: Probe['target'],
  ): Probe => {
    const segments = { ...pathValues, ...change.path };
    const url = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => segments[name]!);
    const search = Object.entries({ ...query, ...change.query })
      .map(([k, v]) => (v.includes('=') ? v : `${k}=${v}`))
      .join('&');
    const inject: InjectOptions = {
      method: op.method as 'GET',
      url: search ? `${url}?${search}` : url,
      headers: {},
    };
    if (op.body) {
      inject.headers = { 'content-type': 'application/json' };
      inject.payload = change.raw ?? JSON.stringify(body);
    }
    return { what, inject, echo, target };
  };
  /** The field a probe attacks; `value` as the request carries it. */
  const on = (
    where: 'path' | 'query' | 'body',
    field: string,
    schema: JsonSchema | undefined,
    value: string,
  ) => ({
    where,
    field,
    shape: JSON.stringify(schema ?? null),
    value,
  });

  const probes: Probe[] = [request('plausible', {})];
  for (const p of op.params) {
    for (const text of HOSTILE_TEXTS) {
      probes.push(
        request(
          `path ${p.name}=${show(text)}`,
          { path: { [p.name]: encodeText(text) } },
          text,
          on('path', p.name, p.schema, encodeText(text)),
        ),
      );
    }
    for (const raw of HOSTILE_PATH_SEGMENTS) {
      probes.push(
        request(
          `path ${p.name}=${show(raw)}`,
          { path: { [p.name]: raw } },
          raw,
          on('path', p.name, p.schema, raw),
        ),
      );
    }
  }
  for (const q of op.query) {
    const texts = [...HOSTILE_TEXTS.map(encodeText), ...HOSTILE_QUERY_RAW];
    for (const value of texts) {
      probes.push(
        request(
          `query ${q.name}=${show(value)}`,
          { query: { [q.name]: value } },
          value,
          on('query', q.name, q.schema, value),
        ),
      );
    }
    const asArray = `${q.name}=1&${q.name}=2`;
    probes.push(request(`query ${q.name} twice`, { query: { [q.name]: asArray } }));
    probes.push(request(`query ${q.name}[a]`, { query: { [q.name]: `${q.name}[a]=1` } }));
  }
  if (body !== undefined && op.body) {
    for (const target of bodyTargets(op.body)) {
      const shaped = withPlaceholder(body, target);
      const nested = target.length > 1;
      const field = target.join('.');
      const schema = schemaAt(op.body, target);
      for (const text of nested ? CORE_TEXTS : HOSTILE_TEXTS) {
        const raw = shaped.replace(PLACEHOLDER, () => JSON.stringify(text));
        probes.push(
          request(
            `body ${field}=${show(text)}`,
            { raw },
            text,
            on('body', field, schema, JSON.stringify(text)),
          ),
        );
      }
      for (const json of nested ? CORE_JSON : HOSTILE_JSON) {
        const raw = shaped.replace(PLACEHOLDER, () => json);
        probes.push(
          request(
            `body ${field}=${show(json)}`,
            { raw },
            undefined,
            on('body', field, schema, json),
          ),
        );
      }
    }
    probes.push(...brokenBodies(request('body', {})));
  }
  if (op.multipart) probes.push(...brokenUploads(request('upload', {})));
  return probes;
}

/** Whole bodies that are not JSON objects, or not JSON, or not sent as JSON. */
function brokenBodies(base: Probe): Probe[] {
  const json = (payload: string, contentType = 'application/json') => ({
    ...base.inject,
    headers: { 'content-type': contentType },
    payload,
  });
  const cases: [string, InjectOptions][] = [
    ['body {', json('{')],
    ['body truncated', json('{"a":"b')],
    ['body not JSON', json('not json at all \u0000')],
    ['body empty', json('')],
    ['body []', json('[]')],
    ['body string', json('"text"')],
    ['body null', json('null')],
    ['body number', json('1')],
    ['body __proto__', json('{"__proto__":{"x":1}}')],
    ['body constructor.prototype', json('{"constructor":{"prototype":{"x":1}}}')],
    ['body text/plain', json('{}', 'text/plain')],
    ['body form-urlencoded', json('a=1', 'application/x-www-form-urlencoded')],
    ['body utf-16', json('{}', 'application/json; charset=utf-16')],
    ['body bad content type', json('{}', ';;;\u0007')],
    ['body multipart without boundary', json('{}', 'multipart/form-data')],
    ['body over 1 MB', json(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`)],
  ];
  return cases.map(([what, inject]) => ({ what, inject }));
}

const BOUNDARY = '----fuzz-boundary';
const PNG_START = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Upload requests broken in every way a client breaks them. */
function brokenUploads(base: Probe): Probe[] {
  const part = (headers: string, content: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const file = (name = 'file', filename = 'a.png', type = 'image/png') =>
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`;
  const full = part(file(), PNG_START);
  const upload = (
    payload: Buffer | string,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ) => ({
    ...base.inject,
    headers: { 'content-type': contentType },
    payload,
  });
  const cases: [string, InjectOptions][] = [
    ['upload without boundary', upload(full, 'multipart/form-data')],
    ['upload empty boundary', upload(full, 'multipart/form-data; boundary=')],
    ['upload wrong boundary', upload(full, 'multipart/form-data; boundary=other')],
    ['upload truncated', upload(full.subarray(0, full.length - 30))],
    ['upload cut in headers', upload(full.subarray(0, 40))],
    ['upload empty', upload('')],
    ['upload garbage', upload('garbage\u0000garbage')],
    ['upload no file', upload(part('Content-Disposition: form-data; name="x"', 'y'))],
    ['upload other field', upload(part(file('photo'), PNG_START))],
    ['upload not an image', upload(part(file(), 'hello'))],
    ['upload claimed gif', upload(part(file('file', 'a.gif', 'image/gif'), PNG_START))],
    ['upload NUL file name', upload(part(file('file', 'a\u0000.png'), PNG_START))],
    ['upload two files', upload(Buffer.concat([full.subarray(0, full.length - 4), full]))],
    ['upload as JSON', upload('{"file":"x"}', 'application/json')],
    ['upload as text', upload('x', 'text/plain')],
    ['upload as octet-stream', upload(PNG_START, 'application/octet-stream')],
    ['upload mixed', upload(full, `multipart/mixed; boundary=${BOUNDARY}`)],
  ];
  return cases.map(([what, inject]) => ({ what, inject }));
}

/** The body fields to attack: top-level properties, nested object properties, first items. */
function bodyTargets(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  const targets: string[][] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const at = [...prefix, key];
    targets.push(at);
    const inner = child.anyOf?.find((b) => b.type !== 'null') ?? child;
    if (depth < 1 && inner.type === 'object') targets.push(...bodyTargets(inner, at, depth + 1));
    if (depth < 1 && inner.type === 'array') targets.push([...at, '0']);
  }
  return targets;
}

/** The schema of a body field (through nullable unions and array items), if the document has it. */
function schemaAt(schema: JsonSchema, target: string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of target) {
    const inner: JsonSchema | undefined = node?.anyOf?.find((b) => b.type !== 'null') ?? node;
    node = /^\d+$/.test(key) ? inner?.items : inner?.properties?.[key];
  }
  return node;
}

/** The body as JSON with the target replaced by a placeholder (parents created as needed). */
function withPlaceholder(body: Record<string, unknown>, target: string[]): string {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (let i = 0; i < target.length - 1; i++) {
    const key = target[i]!;
    const isIndex = /^\d+$/.test(target[i + 1]!);
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = isIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[target.at(-1)!] = MARK;
  return JSON.stringify(copy);
}

function show(text: string): string {
  const shown = JSON.stringify(text);
  return shown.length > 30 ? `${shown.slice(0, 20)}…(${text.length})` : shown;
}

// ---------------------------------------------------------------------------------------------
// The document and the demo data

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        description?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/**
 * The operations of the document in a fixed order, so that the demo data and the sessions the
 * other operations need stay: admin writes after everything else (a hostile id such as `1`
 * passes validation and names a real user or shop: suspending the demo customer or the demo
 * shop would turn every later probe away at the guard), then deletions (deepest first), signing
 * out last of all.
 */
function readOperations(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        multipart: Boolean(op.requestBody?.content['multipart/form-data']),
        // Routes not yet declared through `route()` say nothing: treated as open.
        open: !/Access: (user|seller member|platform admin|webhook)\b/.test(op.description ?? ''),
      });
    }
  }
  return ops.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 2 ? b.path.length - a.path.length : 0) ||
      a.path.localeCompare(b.path) ||
      a.method.localeCompare(b.method),
  );
}

/** 0 for the operations that must leave the callers and the demo data as they found them. */
function rank(op: Operation): number {
  if (op.path === '/v1/auth/tokens/current' && op.method === 'DELETE') return 3;
  if (op.method === 'DELETE') return 2;
  return op.path.startsWith('/v1/admin/') && op.method !== 'GET' ? 1 : 0;
}

/** Known values, with `id` meaning what it means on this operation's path. */
function knownFor(op: Operation): KnownValues {
  // Admin writes act on another seller's owner, seller and shop: suspending the callers or the
  // demo shop the others probe would turn every later probe away at the guard.
  if (op.path.startsWith('/v1/admin/')) {
    return {
      ...known,
      userId: known.$spareUserId,
      sellerId: known.$spareSellerId,
      shopId: known.$spareShopId,
    };
  }
  if (op.path.startsWith('/v1/orders/')) return { ...known, id: known.$orderKey };
  if (op.path.startsWith('/v1/me/customers/')) return { ...known, id: known.$customerId };
  if (op.path.includes('/special-days/')) return { ...known, date: known.$date };
  return known;
}

/** Real ids from the demo data, read through the API as its callers see them. */
async function demoValues(customer: string, owner: string, admin: string): Promise<KnownValues> {
  const get = async (token: string, url: string) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  const sellers: { id: number }[] = await get(owner, '/v1/sellers');
  let sellerId = 0;
  let shop: { id: number } | undefined;
  for (const seller of sellers) {
    const shops: { id: number; displayName: string }[] = await get(
      owner,
      `/v1/sellers/${seller.id}/shops`,
    );
    shop = shops.find((s) => s.displayName.includes('光點'));
    if (shop) {
      sellerId = seller.id;
      break;
    }
  }
  if (!shop) throw new Error('demo shop 光點髮藝 not found');
  const base = `/v1/sellers/${sellerId}/shops/${shop.id}`;
  const groups: { id: number; services: { id: number }[] }[] = await get(
    owner,
    `${base}/service-groups`,
  );
  const group = groups.find((g) => g.services.length > 0)!;
  const operators: { id: number }[] = await get(owner, `${base}/operators`);
  const images: { id: number }[] = await get(owner, `${base}/images`);
  const members: { id: number; role: string }[] = await get(
    owner,
    `/v1/sellers/${sellerId}/members`,
  );
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const timeOff = await t.app.inject({
    method: 'POST',
    url: `${base}/operators/${operators[0]!.id}/time-off`,
    headers: { authorization: `Bearer ${owner}` },
    payload: { startTime: `${day}T01:00:00Z`, endTime: `${day}T02:00:00Z`, reason: 'fuzz' },
  });
  const orders: { id: number; orderKey: string; shopId: number }[] = await get(
    customer,
    '/v1/me/orders?perPage=100',
  );
  const order = orders.find((o) => o.shopId === shop.id) ?? orders[0]!;
  const customers: { id: number }[] = await get(customer, '/v1/me/customers');
  // The owner of 指尖美學, whom no caller here is.
  const [spareUser] = (await get(admin, '/v1/admin/users?q=0912000002')) as { id: number }[];
  const spare: { sellers: { sellerId: number }[] } = await get(
    admin,
    `/v1/admin/users/${spareUser!.id}`,
  );
  const spareSellerId = spare.sellers[0]!.sellerId;
  const spareSeller: { shops: { id: number }[] } = await get(
    admin,
    `/v1/admin/sellers/${spareSellerId}`,
  );
  return {
    sellerId,
    shopId: shop.id,
    groupId: group.id,
    serviceGroupId: group.id,
    serviceId: group.services[0]!.id,
    operatorId: operators[0]!.id,
    imageId: images[0]?.id ?? 1,
    memberId: (members.find((m) => m.role !== 'OWNER') ?? members[0]!).id,
    timeOffId: timeOff.statusCode < 300 ? timeOff.json().data.id : 1,
    orderId: order.id,
    $orderKey: order.orderKey,
    $customerId: customers[0]?.id ?? 1,
    $spareUserId: spareUser!.id,
    $spareSellerId: spareSellerId,
    $spareShopId: spareSeller.shops[0]!.id,
    $startTime: `${day}T02:00:00Z`,
    $date: day,
  };
}
