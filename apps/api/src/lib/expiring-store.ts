/**
 * Values by key that expire `ttlSeconds` after they were put and are kept within `maxBytes`
 * (the oldest go first; one value over a sixteenth of the budget is never kept, so a single huge
 * one cannot flush the rest). The store under both in-process micro-caches: the public answers
 * (public-cache.ts) and the server-rendered pages (render-cache.ts).
 */
export function expiringStore<V>(options: {
  ttlSeconds: number;
  maxBytes: number;
  now?: () => number;
}) {
  const { ttlSeconds, maxBytes, now = Date.now } = options;
  const entries = new Map<string, { expiresAt: number; value: V; size: number }>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.size;
    entries.delete(key);
  };

  return {
    /** The value put under `key`, unless it has expired (then it is dropped). */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      remove(key);
      return undefined;
    },
    /** Keeps `value` (`size` bytes) under `key` for the store's TTL, unless it is too large. */
    put(key: string, value: V, size: number): void {
      if (size > maxBytes / 16) return;
      remove(key);
      // Map keeps insertion order: the first keys are the oldest entries.
      for (const oldest of entries.keys()) {
        if (totalBytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { expiresAt: now() + ttlSeconds * 1000, value, size });
      totalBytes += size;
    },
    /** Drops every value. */
    clear(): void {
      entries.clear();
      totalBytes = 0;
    },
    /** How many values are kept, and their bytes (for tests). */
    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}
