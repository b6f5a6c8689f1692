CREATE TABLE "adf_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"prospect_id" text NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_addresses" (
	"kind" text PRIMARY KEY NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_index" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "lead_index" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "adf_receipts_prospect_idx" ON "adf_receipts" USING btree ("source","prospect_id");--> statement-breakpoint
CREATE INDEX "adf_receipts_lead_idx" ON "adf_receipts" USING btree ("kind","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "lead_index_source_idx" ON "lead_index" USING btree ("source","created_at");