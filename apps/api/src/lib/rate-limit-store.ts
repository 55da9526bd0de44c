import { Redis } from 'ioredis';

export type Counter = { count: number; resetInMs: number };

/**
 * Fixed-window counters shared by every rate limit and back-off. In-process by default;
 * Redis when several API instances must share them (REDIS_URL).
 */
export interface RateLimitStore {
  /** Adds one to `key`, starting a window of `windowMs` if none is open; returns the new count. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The open window of `key`, or null. */
  get(key: string): Promise<Counter | null>;
  /** Forgets `key` (e.g. failures after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Resolves when the store answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process's memory: right for one instance, tests and development. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = Date.now();
    this.sweep(now);
    const open = this.windows.get(key);
    if (!open || open.expiresAt <= now) {
      this.windows.set(key, { count: 1, expiresAt: now + windowMs });
      return { count: 1, resetInMs: windowMs };
    }
    open.count++;
    return { count: open.count, resetInMs: open.expiresAt - now };
  }

  async get(key: string): Promise<Counter | null> {
    const open = this.windows.get(key);
    const now = Date.now();
    if (!open || open.expiresAt <= now) return null;
    return { count: open.count, resetInMs: open.expiresAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}

  /** Drops expired windows now and then, so memory stays bounded by live keys. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.expiresAt <= now) this.windows.delete(key);
  }
}

/**
 * One hit as one Redis command (a script, so atomic): INCR, PEXPIRE when the key has no expiry
 * yet (a new window), and the time left. As MULTI/INCR/PEXPIRE NX/PTTL/EXEC it was five
 * commands and replies on every rate-limited request (each chat message takes one).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

type ScriptedRedis = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Counters in Redis, shared by every instance: INCR, then PEXPIRE only when the key is new. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: ScriptedRedis;

  constructor(
    url: string,
    private readonly prefix = 'haoyue:rl:',
  ) {
    const redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    // Sent by its SHA (EVALSHA), the script's text only when Redis does not know it yet.
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as ScriptedRedis;
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const [count, ttl] = await this.redis.rateLimitHit(this.prefix + key, windowMs);
    return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
  }

  async get(key: string): Promise<Counter | null> {
    const k = this.prefix + key;
    const result = await this.redis.multi().get(k).pttl(k).exec();
    const raw = result?.[0]?.[1];
    const ttl = Number(result?.[1]?.[1]);
    if (raw === null || raw === undefined || ttl <= 0) return null;
    return { count: Number(raw), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
