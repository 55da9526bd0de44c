/**
 * Loads keys asked for during the same turn of the event loop with one call (the idea of
 * DataLoader's batching, without its cache): under load, the requests Node reads from many
 * sockets in one poll phase each ask for their key, and `setImmediate` runs after that phase, so
 * they share one database statement instead of one round trip each. Alone, a request waits for
 * nothing: its batch is itself.
 *
 * Every call still reads the database: nothing is kept between batches. A failed load fails
 * every caller of that batch (the callers would each have met the same failure).
 */
export function turnBatch<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  /** With this many callers waiting, their batch is sent at once and the next one starts. */
  maxKeys = 64,
): (key: K) => Promise<V | undefined> {
  type Waiter = { key: K; resolve: (value: V | undefined) => void; reject: (e: unknown) => void };
  let waiting: Waiter[] = [];
  let scheduled = false;

  const send = () => {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const keys = [...new Set(batch.map((w) => w.key))];
    loadMany(keys).then(
      (found) => {
        for (const w of batch) w.resolve(found.get(w.key));
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (waiting.length >= maxKeys) send();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(send);
      }
    });
}
