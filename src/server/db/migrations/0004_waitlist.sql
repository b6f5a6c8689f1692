CREATE TABLE "acquisition_match_sends" (
	"acquisition_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquisition_match_sends_acquisition_id_car_id_pk" PRIMARY KEY("acquisition_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "acquisition_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"acquisition_id" integer NOT NULL,
	"acquisition_car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"email" text NOT NULL,
	"price" integer,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"alerted_at" timestamp with time zone,
	"alert_kind" text,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"listed_since" timestamp with time zone NOT NULL,
	"car_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "digest_sends" (
	"run_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"mail_id" integer,
	CONSTRAINT "digest_sends_run_id_subscriber_id_pk" PRIMARY KEY("run_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"digest_enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "acquisition_match_sends" ADD CONSTRAINT "acquisition_match_sends_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_match_sends" ADD CONSTRAINT "acquisition_match_sends_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_match_sends" ADD CONSTRAINT "acquisition_match_sends_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_matches" ADD CONSTRAINT "acquisition_matches_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_matches" ADD CONSTRAINT "acquisition_matches_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_matches" ADD CONSTRAINT "acquisition_matches_acquisition_car_id_acquisition_cars_id_fk" FOREIGN KEY ("acquisition_car_id") REFERENCES "public"."acquisition_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_watches" ADD CONSTRAINT "car_watches_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_run_id_digest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."digest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acquisition_matches_pair_idx" ON "acquisition_matches" USING btree ("car_id","acquisition_car_id");--> statement-breakpoint
CREATE INDEX "acquisition_matches_request_idx" ON "acquisition_matches" USING btree ("acquisition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_watches_car_email_idx" ON "car_watches" USING btree ("car_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "car_watches_token_idx" ON "car_watches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_idx" ON "subscribers" USING btree ("unsubscribe_token");