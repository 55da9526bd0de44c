/** What a render made: the value, and whether it may be kept (a fallback is not). */
export interface Made<V> {
  value: V;
  keep: boolean;
}

/**
 * A few-seconds cache of rendered values by key (decision 002's micro-cache, for what is rendered
 * rather than answered: the server-rendered pages), made once however many ask at the same time.
 * A link shared in a LINE group is opened by many people within seconds; each of them would
 * otherwise cost a whole server render. Entries live `ttlSeconds` and the oldest go first past
 * `maxBytes`; `ttlSeconds` 0 keeps and shares nothing (every call makes its own).
 */
export function renderCache<V>(options: {
  ttlSeconds: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
  now?: () => number;
}) {
  const { ttlSeconds, maxBytes, sizeOf, now = Date.now } = options;
  const entries = new Map<string, { expiresAt: number; value: V; size: number }>();
  const making = new Map<string, Promise<Made<V>>>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.size;
    entries.delete(key);
  };

  const keep = (key: string, value: V) => {
    const size = sizeOf(value);
    if (size > maxBytes / 16) return; // one huge value must not flush the cache
    remove(key);
    // Map keeps insertion order: the first keys are the oldest entries.
    for (const oldest of entries.keys()) {
      if (totalBytes + size <= maxBytes) break;
      remove(oldest);
    }
    entries.set(key, { expiresAt: now() + ttlSeconds * 1000, value, size });
    totalBytes += size;
  };

  return {
    /** The kept value of `key` (`hit`), or the one `make` makes now, shared with whoever asks meanwhile. */
    async get(key: string, make: () => Promise<Made<V>>): Promise<{ value: V; hit: boolean }> {
      if (ttlSeconds <= 0) return { value: (await make()).value, hit: false };
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return { value: entry.value, hit: true };
      if (entry) remove(key);
      let made = making.get(key);
      if (!made) {
        made = make().finally(() => making.delete(key));
        making.set(key, made);
        made.then(
          (result) => result.keep && keep(key, result.value),
          () => undefined, // the caller sees the failure
        );
      }
      return { value: (await made).value, hit: false };
    },
    /** How many values are kept, and their bytes (for tests). */
    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}
