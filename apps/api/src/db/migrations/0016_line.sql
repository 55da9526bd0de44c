CREATE TABLE "line_friendships" (
	"seller_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"is_friend" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_friendships_seller_id_line_user_id_pk" PRIMARY KEY("seller_id","line_user_id")
);
--> statement-breakpoint
CREATE TABLE "line_settings" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"liff_id" text,
	"login_channel_id" text,
	"messaging_channel_id" text,
	"channel_secret_ciphertext" text,
	"channel_access_token_ciphertext" text,
	"show_booking_button" boolean DEFAULT true NOT NULL,
	"bookable_shop_ids" integer[] DEFAULT '{}' NOT NULL,
	"default_shop_name" text,
	"send_message_on_link" boolean DEFAULT false NOT NULL,
	"can_unmask_phone_number" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_notifications" ADD COLUMN "retry_key" text;--> statement-breakpoint
ALTER TABLE "line_friendships" ADD CONSTRAINT "line_friendships_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_settings" ADD CONSTRAINT "line_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_seller_line_user_key" ON "customers" USING btree ("seller_id","line_user_id") WHERE "customers"."line_user_id" is not null and "customers"."merged_into_id" is null;