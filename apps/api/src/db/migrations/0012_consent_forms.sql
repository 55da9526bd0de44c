CREATE TABLE "consent_form_response_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_form_response_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"response_id" integer NOT NULL,
	"user_id" integer,
	"by_name" text NOT NULL,
	"changed_item_ids" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_form_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_form_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_form_services" (
	"form_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "consent_form_services_form_id_service_id_pk" PRIMARY KEY("form_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "consent_form_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_form_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"due" text NOT NULL,
	"validity_days" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_forms_validity" CHECK ("consent_forms"."validity_days" is null or "consent_forms"."validity_days" between 1 and 3650),
	CONSTRAINT "consent_forms_version" CHECK ("consent_forms"."current_version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "consent_form_response_revisions" ADD CONSTRAINT "consent_form_response_revisions_response_id_consent_form_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."consent_form_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_response_revisions" ADD CONSTRAINT "consent_form_response_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_responses" ADD CONSTRAINT "consent_form_responses_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_responses" ADD CONSTRAINT "consent_form_responses_form_id_consent_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."consent_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_responses" ADD CONSTRAINT "consent_form_responses_version_id_consent_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."consent_form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_responses" ADD CONSTRAINT "consent_form_responses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_responses" ADD CONSTRAINT "consent_form_responses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_responses" ADD CONSTRAINT "consent_form_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_services" ADD CONSTRAINT "consent_form_services_form_id_consent_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."consent_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_services" ADD CONSTRAINT "consent_form_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_versions" ADD CONSTRAINT "consent_form_versions_form_id_consent_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."consent_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_form_versions" ADD CONSTRAINT "consent_form_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_form_response_revisions_response_id_created_at_index" ON "consent_form_response_revisions" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_form_responses_once_per_order" ON "consent_form_responses" USING btree ("form_id","order_id");--> statement-breakpoint
CREATE INDEX "consent_form_responses_customer_id_form_id_index" ON "consent_form_responses" USING btree ("customer_id","form_id");--> statement-breakpoint
CREATE INDEX "consent_form_responses_order_id_index" ON "consent_form_responses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consent_form_services_service_id_index" ON "consent_form_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_form_versions_number" ON "consent_form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "consent_forms_seller_id_index" ON "consent_forms" USING btree ("seller_id");