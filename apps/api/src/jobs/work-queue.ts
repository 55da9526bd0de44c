import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/client';
import { withRequestId } from '../lib/request-context';

/**
 * One kind of per-item work (decision 029): a LINE notice to send, an update to deliver. Each
 * item is tried, retried with back-off when its handler throws, and left FAILED (kept for the
 * admin jobs page, which can retry it) after its last try. An item whose instance dies mid-try
 * is taken over by another once its lease (`expireInSeconds`) has run out.
 */
export interface WorkKind<T extends object = object> {
  /** The queue's name: lowercase words and dashes. */
  name: string;
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; each next one waits twice as long, up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How long one try may take before the item is given to another instance (its lease). */
  expireInSeconds: number;
  /**
   * Does the work; throws to have the item retried (or, with `FinalWorkFailure`, failed at once).
   * Must be safe to run again (a lease can run out). `lastTry`: a throw leaves the item FAILED.
   */
  handle(data: T, item: { id: string; retryCount: number; lastTry: boolean }): Promise<void>;
  /**
   * Runs once an item has failed its last try, to record the failure where the domain shows it
   * (the item itself stays FAILED for the admin jobs page). pg-boss copies the item to the kind's
   * dead-letter queue (`<name>.failed`, see {@link deadLetterOf}) in the statement that fails it,
   * whether its handler threw or its lease ran out with no tries left (its instance died), and
   * this runs as an item of that queue with the kind's retries. Must be safe to run twice.
   */
  onFailed?(data: T): Promise<void>;
}

/**
 * Thrown by a handler when trying again cannot help (the other side refused the request itself):
 * the item is FAILED at once, without its remaining retries, still listed and retryable.
 */
export class FinalWorkFailure extends Error {
  override name = 'FinalWorkFailure';
}

/** The queue a kind's items go to after their last try, for its `onFailed` (internal, unlisted). */
export const deadLetterOf = (name: string) => `${name}.failed`;

/** A queue's state, as the admin jobs page shows it. */
export interface WorkQueueState {
  name: string;
  /** Waiting to run (now, after a retry's back-off, or at the later time it was queued for). */
  queued: number;
  running: number;
  failed: number;
  /**
   * Seconds the oldest item that is due has waited since it became due (created, its back-off
   * over, or its start time reached: an item queued for next week has not waited yet); null
   * when none waits.
   */
  oldestQueuedSeconds: number | null;
}

/** An item that failed its last try. */
export interface FailedWorkItem {
  id: string;
  data: unknown;
  /** Tries made. */
  tries: number;
  error: string;
  createdAt: Date;
  failedAt: Date | null;
}

export type WorkQueueOptions = {
  database: Database;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  kinds: WorkKind<never>[];
  /** Whether this instance works items (JOBS_INTERVAL_SECONDS > 0); any instance may send them. */
  workers: boolean;
  /** How often an idle worker looks for items. Default 2 s. */
  pollMs?: number;
  /** Items of a kind fetched at once (and worked one after another). Default 20. */
  batchSize?: number;
  /**
   * Whether this instance looks for leases that ran out (pg-boss's monitor), and how often.
   * Default: where items are worked, every 10 s.
   */
  supervise?: boolean;
  monitorSeconds?: number;
};

export type WorkQueue = {
  /**
   * Queues an item; resolves to its id. With `db` (a transaction), the item exists only if that
   * transaction commits: the change that calls for the work and the work are recorded together.
   */
  send<T extends object>(
    kind: Pick<WorkKind<T>, 'name'>,
    data: T,
    options?: {
      db?: Db;
      startAfter?: Date;
      /**
       * The item's id (a UUID) when the caller chooses it: a second send with an id already used
       * adds nothing and resolves to null, so an item sent again by a retried try is sent once.
       */
      id?: string;
    },
  ): Promise<string | null>;
  /**
   * Queues many items of one kind in one statement (a periodic pass's items): with `db`, as
   * `send`. Far cheaper than a `send` each (100 items: 15 ms instead of 700 on PGlite).
   */
  sendMany<T extends object>(
    kind: Pick<WorkKind<T>, 'name'>,
    items: T[],
    options?: { db?: Db },
  ): Promise<void>;
  /** Creates the queues (or brings their settings up to date) and starts the workers. */
  start(): Promise<void>;
  /** Stops fetching and resolves once the items being worked have been recorded. */
  stop(): Promise<void>;
  /**
   * One pass: works every item due now, of every kind (or one), then those of its dead-letter
   * queue. Returns how many items it worked.
   */
  workDue(name?: string): Promise<number>;
  states(): Promise<WorkQueueState[]>;
  failedItems(name: string, limit: number): Promise<FailedWorkItem[]>;
  /**
   * Queues a failed item again, for one more try. False when there is no such failed item. With
   * `db` (a transaction), it happens with that transaction (an admin's audit row).
   */
  retry(name: string, id: string, options?: { db?: Db }): Promise<boolean>;
  /** The kinds this queue works, by name. */
  kinds: ReadonlyMap<string, WorkKind<never>>;
};

/** pg-boss's schema: created and migrated by our migrations (db/migrate.ts), never at start. */
export const WORK_QUEUE_SCHEMA = 'pgboss';

/** Items fetched at once per kind, unless the queue is given another `batchSize`. */
const BATCH = 20;
/** How often an instance fails items whose lease ran out (pg-boss's monitor; its default is 60 s). */
const MONITOR_SECONDS = 10;
const MAX_ERROR_LENGTH = 2_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** pg-boss's connection to our database: the pool on PostgreSQL, the one PGlite connection. */
export function workQueueDb(database: Database): BossDb {
  if (database.pglite) return fromPglite(database.pglite);
  const pool = database.pool!;
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/** pg-boss's statements inside one of our transactions (Drizzle's, on either database). */
function inTransaction(tx: Db): BossDb {
  // Drizzle's `execute` answers the driver's result, which the adapter reads as pg-boss expects.
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
}

/**
 * A pg-boss instance on our database, with our settings: no cron (our job runner has the
 * schedules), no instance registry, and its schema changed only when `migrate` (db/migrate.ts).
 */
export function createBoss(
  database: Database,
  {
    supervise,
    migrate = false,
    monitorSeconds = MONITOR_SECONDS,
  }: { supervise: boolean; migrate?: boolean; monitorSeconds?: number },
): PgBoss {
  return new PgBoss({
    db: workQueueDb(database),
    schema: WORK_QUEUE_SCHEMA,
    ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
    migrate,
    createSchema: migrate,
    schedule: false,
    supervise,
    superviseIntervalSeconds: monitorSeconds,
    monitorIntervalSeconds: monitorSeconds,
    registerInstance: false,
  });
}

/**
 * Creates pg-boss's schema, or brings it to the installed pg-boss's version (under pg-boss's own
 * advisory lock, so instances starting together do it once). Part of every migration run.
 */
export async function migrateWorkQueue(database: Database): Promise<void> {
  const boss = createBoss(database, { supervise: false, migrate: true });
  // An 'error' event with no listener would throw from inside pg-boss; raised here instead.
  let failure: unknown = null;
  boss.on('error', (err) => (failure ??= err));
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
}

/**
 * The one work queue every module sends per-item work to (decision 029): pg-boss on our
 * database, PostgreSQL or PGlite, its tables in the `pgboss` schema.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { database, log } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? BATCH;
  const kinds = new Map(options.kinds.map((kind) => [kind.name, kind]));
  // The queue's own reads (states, failed items, retry) go through the connection pg-boss uses.
  const queueDb = workQueueDb(database);
  if (kinds.size !== options.kinds.length) throw new Error('work kinds must have unique names');
  const boss = createBoss(database, {
    supervise: options.supervise ?? options.workers,
    ...(options.monitorSeconds ? { monitorSeconds: options.monitorSeconds } : {}),
  });
  boss.on('error', (err) => log.error({ err }, 'work queue: pg-boss error'));

  let started: Promise<void> | null = null;
  let ready = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<unknown> = Promise.resolve();

  async function ensureStarted(): Promise<void> {
    started ??= (async () => {
      await boss.start();
      for (const kind of kinds.values()) {
        const settings = {
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: kind.retryDelayMaxSeconds,
          expireInSeconds: kind.expireInSeconds,
        };
        // The dead-letter queue first: the kind's queue names it.
        if (kind.onFailed) await upsertQueue(deadLetterOf(kind.name), settings);
        await upsertQueue(kind.name, {
          ...settings,
          ...(kind.onFailed ? { deadLetter: deadLetterOf(kind.name) } : {}),
        });
      }
      ready = true;
    })();
    return started;
  }

  async function upsertQueue(name: string, settings: Parameters<PgBoss['createQueue']>[1]) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
    else await boss.createQueue(name, settings);
  }

  type Handler = (
    data: never,
    item: { id: string; retryCount: number; lastTry: boolean },
  ) => Promise<void>;

  async function workQueue(queue: string, handle: Handler): Promise<number> {
    let worked = 0;
    for (;;) {
      const items = await boss.fetch<object>(queue, { batchSize, includeMetadata: true });
      if (items.length === 0) return worked;
      for (const item of items) {
        try {
          const { id, retryCount } = item;
          const lastTry = retryCount >= item.retryLimit;
          await withRequestId(`work:${queue}:${id}`, () =>
            handle(item.data as never, { id, retryCount, lastTry }),
          );
          await boss.complete(queue, item.id);
        } catch (failure) {
          const message = (failure instanceof Error ? failure.message : String(failure)).slice(
            0,
            MAX_ERROR_LENGTH,
          );
          log.warn({ err: failure, queue, itemId: item.id }, 'work item failed');
          if (failure instanceof FinalWorkFailure) {
            // No retries left: this try becomes the last (a retry from the admin page adds one).
            await queueDb.executeSql(
              `update ${WORK_QUEUE_SCHEMA}.job set retry_limit = retry_count
                where name = $1 and id = $2::uuid and state = 'active'`,
              [queue, item.id],
            );
          }
          await boss.fail(queue, item.id, { message });
        }
        worked++;
      }
      if (stopping || items.length < batchSize) return worked;
    }
  }

  /** A kind's items, then those of its dead-letter queue (an item failed just now among them). */
  async function workKind(kind: WorkKind<never>): Promise<number> {
    let worked = await workQueue(kind.name, (data, item) => kind.handle(data, item));
    const onFailed = kind.onFailed?.bind(kind);
    if (onFailed && !stopping) worked += await workQueue(deadLetterOf(kind.name), onFailed);
    return worked;
  }

  async function workDue(name?: string): Promise<number> {
    await ensureStarted();
    let worked = 0;
    for (const kind of kinds.values()) {
      if (name === undefined || kind.name === name) worked += await workKind(kind);
    }
    return worked;
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(() => {
      pass = workDue()
        .catch((err: unknown) => log.error({ err }, 'work queue: pass failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    kinds,
    async send(kind, data, sendOptions = {}) {
      // Starting reads the queues through pg-boss's own connection: inside a transaction on
      // PGlite's one connection that would wait for the transaction, which waits for it.
      if (sendOptions.db && !ready)
        throw new Error('start the work queue before sending in a transaction');
      await ensureStarted();
      return boss.send(kind.name, data, {
        ...(sendOptions.db ? { db: inTransaction(sendOptions.db) } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
      });
    },
    async sendMany(kind, items, sendOptions = {}) {
      if (items.length === 0) return;
      if (sendOptions.db && !ready) {
        throw new Error('start the work queue before sending in a transaction');
      }
      await ensureStarted();
      await boss.insert(
        kind.name,
        items.map((data) => ({ data })),
        sendOptions.db ? { db: inTransaction(sendOptions.db) } : {},
      );
    },
    async start() {
      await ensureStarted();
      if (options.workers) schedule();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await pass;
      if (started) await started.catch(() => {});
      await boss.stop({ graceful: true, close: false, timeout: 5_000 });
    },
    workDue,
    async states() {
      await ensureStarted();
      // One read for every kind (the page and each /metrics scrape ask for all of them).
      const { rows } = await queueDb.executeSql(
        `select name,
                count(*) filter (where state in ('created', 'retry'))::int as queued,
                count(*) filter (where state = 'active')::int as running,
                count(*) filter (where state = 'failed')::int as failed,
                extract(epoch from now() - min(greatest(created_on, start_after))
                  filter (where state in ('created', 'retry') and start_after <= now()))::float8
                  as oldest
           from ${WORK_QUEUE_SCHEMA}.job where name = any($1::text[]) group by name`,
        [[...kinds.keys()]],
      );
      type Counts = { queued: number; running: number; failed: number; oldest: number | null };
      const byName = new Map((rows as (Counts & { name: string })[]).map((r) => [r.name, r]));
      return [...kinds.keys()].map((name) => {
        const row = byName.get(name);
        return {
          name,
          queued: row?.queued ?? 0,
          running: row?.running ?? 0,
          failed: row?.failed ?? 0,
          oldestQueuedSeconds: row?.oldest == null ? null : Math.max(0, Math.round(row.oldest)),
        };
      });
    },
    async failedItems(name, limit) {
      await ensureStarted();
      const { rows } = await queueDb.executeSql(
        `select id, data, retry_count, output, created_on, completed_on
           from ${WORK_QUEUE_SCHEMA}.job where name = $1 and state = 'failed'
          order by completed_on desc nulls last, id limit $2`,
        [name, limit],
      );
      return (rows as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        data: r.data,
        tries: Number(r.retry_count) + 1,
        error: String((r.output as { message?: unknown } | null)?.message ?? ''),
        createdAt: new Date(r.created_on as string),
        failedAt: r.completed_on ? new Date(r.completed_on as string) : null,
      }));
    },
    async retry(name, id, retryOptions = {}) {
      if (!UUID.test(id)) return false;
      if (retryOptions.db && !ready) {
        throw new Error('start the work queue before retrying in a transaction');
      }
      await ensureStarted();
      const via = retryOptions.db ? inTransaction(retryOptions.db) : queueDb;
      const { rows } = await via.executeSql(
        `select 1 from ${WORK_QUEUE_SCHEMA}.job
          where name = $1 and id = $2::uuid and state = 'failed' for update`,
        [name, id],
      );
      if (rows.length === 0) return false;
      await boss.retry(name, id, retryOptions.db ? { db: via } : {});
      return true;
    },
  };
}
