import type { ZodType } from 'zod';
import type { FeedContext } from './records';
import { availabilityRecord, googleServices, merchantRecord, serviceRecord } from './records';
import { countServedMerchants, type FeedMerchantRow, servedMerchants } from './merchants';
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

/** Merchants whose records are computed at once (their order in the file is kept). */
const CONCURRENCY = 4;
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

/** Results of `fn` over `items`, `concurrency` at a time, yielded in the items' order. */
async function* orderedMap<T, R>(
  items: AsyncIterable<T>,
  concurrency: number,
  fn: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const pending: Promise<R>[] = [];
  for await (const item of items) {
    const next = fn(item);
    // A rejection is seen when its turn comes; meanwhile it must not count as unhandled.
    next.catch(() => undefined);
    pending.push(next);
    if (pending.length >= concurrency) yield await pending.shift()!;
  }
  while (pending.length > 0) yield await pending.shift()!;
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

  /** A merchant's entries in this feed (and how many entities they hold). */
  const entriesOf = async (m: FeedMerchantRow): Promise<{ items: unknown[]; count: number }> => {
    if (kind === 'merchants') return { items: [merchantRecord(m, ctx.publicBaseUrl)], count: 1 };
    const found = await googleServices(ctx, m);
    if (!found) return { items: [], count: 0 };
    if (kind === 'services') {
      const items = found.services.map((s) => serviceRecord(m, s));
      return { items, count: items.length };
    }
    const items = [];
    let count = 0;
    for (const s of found.services) {
      const group = await availabilityRecord(ctx, m, s);
      if (!group) continue;
      items.push(group);
      count += group.availability.length;
    }
    return { items, count };
  };

  const merchants = servedMerchants(ctx.db)[Symbol.asyncIterator]();
  const entries = orderedMap({ [Symbol.asyncIterator]: () => merchants }, CONCURRENCY, entriesOf);

  async function* shardText(shardNumber: number): AsyncGenerator<string> {
    const metadata: FeedMetadata = {
      processing_instruction: 'PROCESS_AS_COMPLETE',
      shard_number: shardNumber,
      total_shards: totalShards,
      nonce,
      generation_timestamp: Math.floor(options.startedAt.getTime() / 1000),
    };
    check(file.schema.shape.metadata, metadata, 'metadata');
    let text = `{"metadata":${JSON.stringify(metadata)},"${file.list}":[`;
    let first = true;
    const last = shardNumber === totalShards - 1;
    for await (const entry of take(entries, last ? null : perShard)) {
      entry.items.forEach((item, i) => {
        if (validate === 'all' || kind !== 'availability' || i === 0) {
          check(file.item, item, `a ${kind} record`);
        }
        text += (first ? '' : ',') + JSON.stringify(item);
        first = false;
      });
      records += entry.count;
      if (text.length >= CHUNK_CHARS) {
        yield text;
        text = '';
      }
    }
    yield `${text}]}\n`;
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
