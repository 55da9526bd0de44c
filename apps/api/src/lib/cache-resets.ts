/**
 * The in-process micro-caches of public answers (public-cache.ts, the server-rendered pages of
 * web/spa.ts), for a change that must show at once rather than within their few seconds: an
 * admin renaming or hiding an industry. Each cache adds how it empties itself; `resetAll` empties
 * them on this instance (others follow within their TTL, PUBLIC_CACHE_SECONDS).
 */
export function cacheResets() {
  const resets = new Set<() => void>();
  return {
    add(reset: () => void): void {
      resets.add(reset);
    },
    resetAll(): void {
      for (const reset of resets) reset();
    },
  };
}
export type CacheResets = ReturnType<typeof cacheResets>;
