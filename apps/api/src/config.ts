import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_BASE_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    PGLITE_DATA_DIR: z.string().min(1).default('./data/pglite'),
    SEED_DEMO_DATA: booleanFlag.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_DATA'],
        message: 'demo data is never seeded in production',
      });
    }
  });

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicBaseUrl: string;
  database: { url: string | undefined; poolSize: number; pgliteDataDir: string };
  seedDemoData: boolean;
  webDistDir: string;
  logLevel: string;
  trustProxy: boolean;
  /** Seconds public catalogue answers may be reused (by this process and by browsers). */
  publicCacheSeconds: number;
};

/** Repository root, found from this file whether it runs from src/ or the bundled dist/. */
export const REPO_ROOT = findRepoRoot(import.meta.dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/api/package.json'))) return dir;
  }
  throw new Error(`cannot find the repository root above ${from}`);
}

/**
 * Parses and validates the environment once. Throws an error naming every bad variable,
 * so a misconfigured instance fails at boot instead of at the first request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      pgliteDataDir: e.PGLITE_DATA_DIR,
    },
    seedDemoData: e.NODE_ENV !== 'production' && (e.SEED_DEMO_DATA ?? true),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
  };
}
