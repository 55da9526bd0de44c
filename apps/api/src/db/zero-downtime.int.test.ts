import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { rowsOf } from '../lib/sql-rows';
import { migrationsFolder } from './migrate';

/**
 * Zero-downtime upgrades (docs/operations.md, "Upgrades"): while a deploy rolls, instances of the
 * previous build run on the new schema. So a migration only expands: everything the schema had
 * before it is still there after it, with the same type, and never newly NOT NULL; a new column
 * the previous build does not know of is nullable or has a default (that build's inserts leave
 * it out). Dropping or renaming is the contract step, in a later release than the one that stops
 * using the thing, and is listed here with the release that made it safe.
 *
 * Equivalent to running the previous build's tests on the new schema, for what breaks old code
 * (a missing or stricter column), at the cost of applying the migrations once.
 */
const CONTRACT_STEPS: Record<string, string[]> = {
  // Written before the first production deploy, when no previous build ran anywhere.
};

type Column = { type: string; nullable: boolean; hasDefault: boolean };

/** Every column of the tables in public: its type (with modifiers), nullability, default. */
async function columnsOf(database: Database) {
  const result = await database.db.execute(sql`
    select c.relname || '.' || a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
           not a.attnotnull as nullable,
           (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
      and not a.attisdropped`);
  const rows = rowsOf<{ name: string; type: string; nullable: boolean; has_default: boolean }>(
    result,
  );
  return new Map<string, Column>(
    rows.map((r) => [r.name, { type: r.type, nullable: r.nullable, hasDefault: r.has_default }]),
  );
}

/** What a migration does that a build running on the schema before it would trip over. */
function breaks(before: Map<string, Column>, after: Map<string, Column>): string[] {
  const found: string[] = [];
  for (const [name, old] of before) {
    const now = after.get(name);
    if (!now) found.push(`${name} dropped or renamed`);
    else if (now.type !== old.type) found.push(`${name} type ${old.type} → ${now.type}`);
    else if (old.nullable && !now.nullable) found.push(`${name} made NOT NULL`);
  }
  const tables = new Set([...before.keys()].map((k) => k.split('.')[0]));
  for (const [name, now] of after) {
    if (before.has(name) || !tables.has(name.split('.')[0])) continue;
    if (!now.nullable && !now.hasDefault) found.push(`${name} added NOT NULL without a default`);
  }
  return found;
}

// The same SQL builds both databases' schemas: checked once, on an in-memory PGlite.
describe.skipIf(process.env.TEST_DB === 'postgres')('zero-downtime migrations', () => {
  it('every migration only expands the schema the previous build runs on', async () => {
    const folder = migrationsFolder();
    const journal = JSON.parse(
      fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    const found: Record<string, string[]> = {};
    try {
      let before = await columnsOf(database);
      for (const { tag } of journal.entries) {
        const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
        for (const statement of text.split('--> statement-breakpoint')) {
          if (statement.trim()) await database.db.execute(sql.raw(statement));
        }
        const after = await columnsOf(database);
        const broken = breaks(before, after);
        if (broken.length > 0) found[tag] = broken;
        before = after;
      }
    } finally {
      await database.close();
    }
    expect(found).toEqual(CONTRACT_STEPS);
    // Every migration applied one by one on a fresh database: a few seconds, more on a busy machine.
  }, 180_000);

  it('notices what would break the previous build', () => {
    const col = (type: string, nullable = true, hasDefault = false) => ({
      type,
      nullable,
      hasDefault,
    });
    const before = new Map([
      ['orders.note', col('text')],
      ['orders.total', col('int4', false)],
      ['orders.id', col('int4', false, true)],
    ]);
    const after = new Map([
      ['orders.total', col('int8', false)],
      ['orders.id', col('int4', false, true)],
      ['orders.channel', col('text', false)],
      ['orders.source', col('text', false, true)],
      ['orders.memo', col('text')],
      ['reports.id', col('int4', false)],
    ]);
    expect(breaks(before, after)).toEqual([
      'orders.note dropped or renamed',
      'orders.total type int4 → int8',
      'orders.channel added NOT NULL without a default',
    ]);
    expect(breaks(after, after)).toEqual([]);
    expect(
      breaks(
        new Map([['orders.note', col('text')]]),
        new Map([['orders.note', col('text', false)]]),
      ),
    ).toEqual(['orders.note made NOT NULL']);
  });
});
