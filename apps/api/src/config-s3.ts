import { z } from 'zod';
import { booleanFlag } from './config-values';

/**
 * Object storage's part of the configuration (S3_*): its variables, their checks and the
 * settings they make. Unset S3_BUCKET keeps uploads in UPLOADS_DIR.
 */
export const S3_ENV = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name, e.g. haoyue-uploads')
    .optional(),
  S3_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. ap-northeast-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_KEY_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
      'folders of the bucket, e.g. haoyue/uploads/ (no leading slash, no "..")',
    )
    .optional(),
};

type S3Env = z.infer<z.ZodObject<typeof S3_ENV>>;

/** Refuses S3 settings that cannot work together. */
export function checkS3Env(env: S3Env, ctx: z.RefinementCtx): void {
  // Object storage: every S3 setting needs the bucket, and keys come as a pair (neither: the
  // SDK's default credential chain, e.g. an instance role).
  if (!env.S3_BUCKET) {
    const s3Settings = [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_KEY_PREFIX',
    ] as const;
    for (const name of s3Settings.filter((n) => env[n] !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'set S3_BUCKET too, or uploads stay in UPLOADS_DIR',
      });
    }
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the SDK finds credentials)',
    });
  }
}

/** An S3-compatible bucket the uploads go to. */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself. Set: an S3-compatible service (MinIO, R2, s3rver). */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` rather than `bucket.host/key`: what most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Prepended to every object key, `''` or ending in `/`. */
  keyPrefix: string;
};

/** The bucket's settings, or undefined when S3_BUCKET is unset. */
export function s3SettingsOf(e: S3Env): S3Settings | undefined {
  return e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Path-style by default only for another service: AWS itself prefers the host style.
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        keyPrefix: e.S3_KEY_PREFIX ? e.S3_KEY_PREFIX.replace(/\/?$/, '/') : '',
      }
    : undefined;
}
