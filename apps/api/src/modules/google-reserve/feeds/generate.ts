import type { ZodType } from 'zod';
import {
  busyWindow,
  type Busy,
  loadSchedules,
  readBusyOfOperators,
  type ShopSchedule,
} from '../../availability';
import type { FeedContext } from './records';
import {
  availabilityRecord,
  availabilityRecordJson,
  feedDates,
  freeStartsFrom,
  merchantRecord,
  serviceRecord,
  servicesOffered,
} from './records';
import { countServedMerchants, type FeedMerchantRow, servedMerchantPages } from './merchants';
import { FEED_FILES, type FeedKind, type FeedMetadata } from './schemas';

/**
 * Merchants per shard (Google's files stay small enough to upload and retry one by one): a
 * merchant is a few hundred bytes, its services a few kilobytes, its availability (ten
 * services × two weeks of starts) up to about half a megabyte.
 */
export const MERCHANTS_PER_SHARD: Record<FeedKind, number> = {
  merchants: 5_000,
  services: 2_000,
  availability: 200,
};

/**
 * Merchants read at once: their schedules in one set of queries, and for availability their
 * operators' bookings in one statement (a page's availability text is made one merchant at a
 * time, so memory holds a page of schedules and bookings, not of text).
 */
const MERCHANTS_PER_PAGE = 200;
/** Text gathered before it is handed to the stream. */
const CHUNK_CHARS = 64 * 1024;

export type FeedRunOptions = {
  kind: FeedKind;
  /** The run's nonce (the same in every shard). */
  nonce: string;
  /** When the run started (generation_timestamp). */
  startedAt: Date;
  merchantsPerShard?: number | undefined;
  /**
   * Check records against Google's structure as they are written: every merchant and service;
   * for availability (millions of slots) the first group of each merchant unless `all`.
   */
  validate?: 'all' | 'sample' | undefined;
};

/** One file of the run, streamed: its name and its text, chunk by chunk. */
export type FeedShard = { shardNumber: number; name: string; chunks: AsyncIterable<string> };

/** A merchant's records in one feed. */
type MerchantEntries = { json: string[]; count: number; checked: unknown[] };

export type FeedGeneration = {
  totalShards: number;
  shards: AsyncIterable<FeedShard>;
  /** Entities written so far (merchants, services or availability slots). */
  records(): number;
};

/** The file name of a shard: the feed, the run's nonce, the shard. */
export function feedFileName(kind: FeedKind, nonce: string, shard: number): string {
  return `${kind}-${nonce}-${String(shard).padStart(4, '0')}.json`;
}

/** A page of merchants with what their records are computed from. */
type FeedPage = {
  merchants: FeedMerchantRow[];
  schedules: Map<number, ShopSchedule>;
  /** The page's operators' bookings over the horizon, per operator. */
  busy: Map<number, Busy[]>;
};

/** Reads what a page of merchants' records need: nothing more for the merchants feed. */
async function readPage(ctx: FeedContext, kind: FeedKind, merchants: FeedMerchantRow[]) {
  const page: FeedPage = { merchants, schedules: new Map(), busy: new Map() };
  if (kind === 'merchants') return page;
  const now = ctx.clock().getTime();
  page.schedules = await loadSchedules(
    ctx.db,
    merchants.map((m) => m.shopId),
    now,
  );
  if (kind !== 'availability') return page;
  const windows = merchants.map((m) => {
    const { startDate, endDate } = feedDates(m.timeZone, now);
    return busyWindow(m.timeZone, startDate, endDate);
  });
  const rows = await readBusyOfOperators(ctx.db, {
    operatorIds: [...page.schedules.values()].flatMap((s) => s.operators.map((o) => o.id)),
    from: new Date(Math.min(...windows.map((w) => w.from.getTime()))),
    to: new Date(Math.max(...windows.map((w) => w.to.getTime()))),
  });
  for (const row of rows) {
    const list = page.busy.get(row[0]);
    if (list) list.push(row);
    else page.busy.set(row[0], [row]);
  }
  return page;
}

/** The first `limit` items of a shared iterator (or all that remain, without a limit). */
async function* take<T>(iterator: AsyncIterator<T>, limit: number | null): AsyncGenerator<T> {
  for (let n = 0; limit === null || n < limit; n++) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

function check(schema: ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`${what} does not match Google's feed structure: ${result.error.message}`);
  }
}

/**
 * Generates one feed as Google reads it: `total_shards` files (from the count of served
 * merchants; merchants approved during the run go in the last shard, and shards left without
 * merchants are still written, each with its metadata), every merchant's records computed
 * from the database page by page and written as text as they come, never the whole feed in
 * memory. The shards must be consumed in order (they share the merchants' cursor).
 */
export async function generateFeed(
  ctx: FeedContext,
  options: FeedRunOptions,
): Promise<FeedGeneration> {
  const { kind, nonce } = options;
  const perShard = options.merchantsPerShard ?? MERCHANTS_PER_SHARD[kind];
  const totalShards = Math.max(1, Math.ceil((await countServedMerchants(ctx.db)) / perShard));
  const file = FEED_FILES[kind];
  const validate = options.validate ?? 'sample';
  let records = 0;

  /**
   * A merchant's entries in this feed as JSON text, how many entities they hold, and the
   * entries to check against Google's structure.
   */
  const entriesOf = (m: FeedMerchantRow, page: FeedPage): MerchantEntries => {
    if (kind === 'merchants') {
      const record = merchantRecord(m, ctx.publicBaseUrl);
      return { json: [JSON.stringify(record)], count: 1, checked: [record] };
    }
    const schedule = page.schedules.get(m.shopId);
    if (!schedule) return { json: [], count: 0, checked: [] };
    const now = ctx.clock();
    const services = servicesOffered(schedule, m, now);
    if (kind === 'services') {
      const records = services.map((s) => serviceRecord(m, s));
      return {
        json: records.map((r) => JSON.stringify(r)),
        count: records.length,
        checked: records,
      };
    }
    const busy = schedule.operators.flatMap((o) => page.busy.get(o.id) ?? []);
    const dates = feedDates(m.timeZone, now.getTime());
    const out: MerchantEntries = { json: [], count: 0, checked: [] };
    for (const s of services) {
      const starts = freeStartsFrom(schedule, busy, {
        merchant: m,
        serviceId: s.id,
        ...dates,
        now,
      });
      if (starts.length === 0) continue;
      // Every record when asked; otherwise the merchant's first, as a sample.
      if (validate === 'all' || out.json.length === 0) {
        out.checked.push(availabilityRecord(m.shopId, s.id, starts));
      }
      out.json.push(availabilityRecordJson(m.shopId, s.id, starts));
      out.count += starts.length;
    }
    return out;
  };

  /** Every merchant's entries in order; the next page is read while this one is written. */
  async function* allEntries(): AsyncGenerator<MerchantEntries> {
    const pages = servedMerchantPages(ctx.db, MERCHANTS_PER_PAGE);
    const nextPage = () => {
      const read = pages.next().then((r) => (r.done ? null : readPage(ctx, kind, r.value)));
      // A failure is seen when its turn comes; meanwhile it must not count as unhandled.
      read.catch(() => undefined);
      return read;
    };
    let reading = nextPage();
    try {
      for (;;) {
        const page = await reading;
        if (!page) return;
        reading = nextPage();
        for (const m of page.merchants) yield entriesOf(m, page);
      }
    } finally {
      // Stopped early (a failed upload): let the read in flight end before the caller moves on.
      await reading.catch(() => undefined);
    }
  }

  const entries = allEntries();

  async function* shardText(shardNumber: number): AsyncGenerator<string> {
    const metadata: FeedMetadata = {
      processing_instruction: 'PROCESS_AS_COMPLETE',
      shard_number: shardNumber,
      total_shards: totalShards,
      nonce,
      generation_timestamp: Math.floor(options.startedAt.getTime() / 1000),
    };
    check(file.schema.shape.metadata, metadata, 'metadata');
    // Pieces joined into a chunk (a flat string) rather than concatenated (a rope of thousands
    // of records that would be flattened when written).
    let pieces = [`{"metadata":${JSON.stringify(metadata)},"${file.list}":[`];
    let chars = 0;
    let first = true;
    const last = shardNumber === totalShards - 1;
    for await (const entry of take(entries, last ? null : perShard)) {
      for (const item of entry.checked) check(file.item, item, `a ${kind} record`);
      for (const json of entry.json) {
        pieces.push(first ? json : `,${json}`);
        chars += json.length + 1;
        first = false;
      }
      records += entry.count;
      if (chars >= CHUNK_CHARS) {
        yield pieces.join('');
        pieces = [];
        chars = 0;
      }
    }
    pieces.push(']}\n');
    yield pieces.join('');
  }

  async function* shards(): AsyncGenerator<FeedShard> {
    try {
      for (let shardNumber = 0; shardNumber < totalShards; shardNumber++) {
        const name = feedFileName(kind, nonce, shardNumber);
        yield { shardNumber, name, chunks: shardText(shardNumber) };
      }
    } finally {
      await entries.return(undefined);
    }
  }

  return { totalShards, shards: shards(), records: () => records };
}
