ALTER TABLE "industries" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_name_unique" UNIQUE("name");