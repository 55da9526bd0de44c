CREATE TABLE "line_pay_application_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_pay_application_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"application_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_pay_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_pay_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"status" text NOT NULL,
	"business_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "line_pay_applications_sellerId_unique" UNIQUE("seller_id")
);
--> statement-breakpoint
ALTER TABLE "line_pay_application_documents" ADD CONSTRAINT "line_pay_application_documents_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_pay_application_documents" ADD CONSTRAINT "line_pay_application_documents_application_id_line_pay_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."line_pay_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_pay_applications" ADD CONSTRAINT "line_pay_applications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_pay_applications" ADD CONSTRAINT "line_pay_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_pay_application_documents_application_id_index" ON "line_pay_application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "line_pay_application_documents_seller_id_index" ON "line_pay_application_documents" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "line_pay_applications_status_submitted_at_index" ON "line_pay_applications" USING btree ("status","submitted_at");