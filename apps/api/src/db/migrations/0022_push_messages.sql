CREATE TABLE "push_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"audience_kind" text NOT NULL,
	"audience_id" integer,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"recipient_count" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"seller_id" integer,
	"address" text,
	"status" text NOT NULL,
	"error" text,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "push_recipients_message_user_key" UNIQUE("message_id","user_id"),
	CONSTRAINT "push_recipients_channel_status" CHECK (("push_recipients"."channel" = 'NONE') = ("push_recipients"."status" = 'SKIPPED'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_message_id_push_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."push_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_messages_status_send_at_index" ON "push_messages" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "push_recipients_message_id_status_channel_index" ON "push_recipients" USING btree ("message_id","status","channel");