import { expiringStore } from './expiring-store';

/** What a render made: the value, and whether it may be kept (a fallback is not). */
export interface Made<V> {
  value: V;
  keep: boolean;
}

/**
 * A few-seconds cache of rendered values by key (decision 002's micro-cache, for what is rendered
 * rather than answered: the server-rendered pages), made once however many ask at the same time.
 * A link shared in a LINE group is opened by many people within seconds; each of them would
 * otherwise cost a whole server render. Values are kept in an {@link expiringStore};
 * `ttlSeconds` 0 keeps and shares nothing (every call makes its own).
 */
export function renderCache<V>(options: {
  ttlSeconds: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
  now?: () => number;
}) {
  const { ttlSeconds, sizeOf } = options;
  const kept = expiringStore<V>(options);
  const making = new Map<string, Promise<Made<V>>>();
  // Goes up at each clear: a value made from data read before it is not kept after it.
  let generation = 0;

  return {
    /** The kept value of `key` (`hit`), or the one `make` makes now, shared with whoever asks meanwhile. */
    async get(key: string, make: () => Promise<Made<V>>): Promise<{ value: V; hit: boolean }> {
      if (ttlSeconds <= 0) return { value: (await make()).value, hit: false };
      const value = kept.get(key);
      if (value !== undefined) return { value, hit: true };
      let made = making.get(key);
      if (!made) {
        const startedIn = generation;
        const pending = make().finally(() => {
          if (making.get(key) === pending) making.delete(key);
        });
        made = pending;
        making.set(key, made);
        made.then(
          (result) =>
            result.keep &&
            startedIn === generation &&
            kept.put(key, result.value, sizeOf(result.value)),
          () => undefined, // the caller sees the failure
        );
      }
      return { value: (await made).value, hit: false };
    },
    /** Forgets every kept value, and shares no render begun before with later callers. */
    clear(): void {
      generation += 1;
      kept.clear();
      making.clear();
    },
    /** How many values are kept, and their bytes (for tests). */
    stats: kept.stats,
  };
}
