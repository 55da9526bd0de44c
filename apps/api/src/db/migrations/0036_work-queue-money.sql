-- Licence renewals and LINE Pay refunds move onto the work queue (decision 029). The renewal pass
-- queues one item per licence period: shop_billing.renewal_queued_for is the period whose item is
-- queued, set by one conditional update in the transaction that queues it.
ALTER TABLE "shop_billing" ADD COLUMN "renewal_queued_for" timestamp with time zone;--> statement-breakpoint
-- A LINE Pay refund's item is queued in the transaction that reserves it (queued_at then); refunds
-- reserved before this (queued_at null) are queued by the adoption pass.
ALTER TABLE "refunds" ADD COLUMN "queued_at" timestamp with time zone;
