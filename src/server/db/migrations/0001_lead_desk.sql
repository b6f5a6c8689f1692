-- Trigram indexes make "contains" searches over every lead fast (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_counts" (
	"kind" text NOT NULL,
	"subtype" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_kind_subtype_status_pk" PRIMARY KEY("kind","subtype","status")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"username" text,
	"data" jsonb NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_index" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"status" text,
	"subtype" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"summary" text DEFAULT '' NOT NULL,
	"search" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"response_hours" integer DEFAULT 2 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "hire_cars" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "acquisitions" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "contact_submissions" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "finance_applications" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "sell_submissions" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "media_assets" ALTER COLUMN "created_at" SET DEFAULT date_trunc('milliseconds', now());--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("kind","lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_index_lead_idx" ON "lead_index" USING btree ("kind","lead_id");--> statement-breakpoint
CREATE INDEX "lead_index_created_idx" ON "lead_index" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "lead_index_kind_created_idx" ON "lead_index" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_index_status_idx" ON "lead_index" USING btree ("status","kind","created_at");--> statement-breakpoint
CREATE INDEX "lead_index_email_idx" ON "lead_index" USING btree ("email");--> statement-breakpoint
CREATE INDEX "lead_index_phone_idx" ON "lead_index" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "lead_index_search_idx" ON "lead_index" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_created_idx" ON "cars" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hire_cars_created_idx" ON "hire_cars" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media_assets" USING btree ("created_at","id");
--> statement-breakpoint
-- Paged lists key on (created_at, id) through JavaScript Dates: existing rows drop below-millisecond digits too.
UPDATE "cars" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "hire_cars" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "media_assets" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "contact_submissions" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "sell_submissions" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "acquisitions" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "finance_applications" SET "created_at" = date_trunc('milliseconds', "created_at");--> statement-breakpoint
UPDATE "subscribers" SET "created_at" = date_trunc('milliseconds', "created_at");
