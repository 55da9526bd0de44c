import { z } from 'zod';

/**
 * Google's feed messages (Actions Center, appointments end-to-end: MerchantFeed, ServiceFeed,
 * AvailabilityFeed), in proto JSON as we write them: snake_case, int64s as numbers like
 * Google's own samples. Only the fields we fill in; strict, so a misspelt field fails the
 * tests rather than being dropped by Google.
 * https://developers.google.com/actions-center/verticals/reservations/e2e/integration-steps/feeds/availability-feed/samples-definitions
 */
const id = z.string().regex(/^[1-9]\d*$/, 'one of our ids as decimal text');
const int64 = z.number().int().nonnegative();

/** Every file's header: a complete refresh, one shard of `total_shards`, the run's nonce. */
export const ZFeedMetadata = z
  .object({
    processing_instruction: z.literal('PROCESS_AS_COMPLETE'),
    shard_number: z.number().int().nonnegative(),
    total_shards: z.number().int().positive(),
    /** The same in every shard of one run (uint64 as text). */
    nonce: z.string().regex(/^\d{1,20}$/),
    generation_timestamp: int64,
  })
  .strict()
  .refine((m) => m.shard_number < m.total_shards, 'shard_number must be below total_shards');

/** Text possibly in several locales. */
const ZText = z
  .object({
    value: z.string().min(1),
    localized_value: z
      .array(z.object({ locale: z.string().min(2), value: z.string().min(1) }).strict())
      .optional(),
  })
  .strict();

export const ZMerchant = z
  .object({
    merchant_id: id,
    name: z.string().min(1),
    telephone: z
      .string()
      .regex(/^\+\d{6,15}$/)
      .optional(),
    url: z.url().optional(),
    geo: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        unstructured_address: z.string().min(1),
      })
      .strict(),
    category: z.string().min(1),
  })
  .strict();

export const ZService = z
  .object({
    merchant_id: id,
    service_id: id,
    localized_service_name: ZText,
    localized_description: ZText.optional(),
    price: z
      .object({ price_micros: int64, currency_code: z.string().regex(/^[A-Z]{3}$/) })
      .strict(),
    /** We never take a prepayment through Google (decision 026). */
    prepayment_type: z.literal('NOT_SUPPORTED'),
  })
  .strict();

/** One bookable start: one person, with anyone who performs the service (no staff resource). */
export const ZAvailability = z
  .object({
    merchant_id: id,
    service_id: id,
    start_sec: int64,
    duration_sec: z.number().int().positive(),
    spots_total: z.literal(1),
    spots_open: z.literal(1),
    confirmation_mode: z.literal('CONFIRMATION_MODE_SYNCHRONOUS'),
  })
  .strict();

export const ZServiceAvailability = z
  .object({ availability: z.array(ZAvailability).min(1) })
  .strict();

export const ZMerchantFeed = z
  .object({ metadata: ZFeedMetadata, merchant: z.array(ZMerchant) })
  .strict();
export const ZServiceFeed = z
  .object({ metadata: ZFeedMetadata, service: z.array(ZService) })
  .strict();
export const ZAvailabilityFeed = z
  .object({ metadata: ZFeedMetadata, service_availability: z.array(ZServiceAvailability) })
  .strict();

export type FeedMetadata = z.infer<typeof ZFeedMetadata>;
export type FeedMerchant = z.infer<typeof ZMerchant>;
export type FeedService = z.infer<typeof ZService>;
export type FeedAvailability = z.infer<typeof ZAvailability>;
export type FeedServiceAvailability = z.infer<typeof ZServiceAvailability>;

export type FeedKind = 'merchants' | 'services' | 'availability';

/** Each feed's file schema and the name of its list in the file. */
export const FEED_FILES = {
  merchants: { schema: ZMerchantFeed, list: 'merchant', item: ZMerchant },
  services: { schema: ZServiceFeed, list: 'service', item: ZService },
  availability: {
    schema: ZAvailabilityFeed,
    list: 'service_availability',
    item: ZServiceAvailability,
  },
} as const;
