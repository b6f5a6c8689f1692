CREATE TABLE "hire_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_submission_id" integer NOT NULL,
	"hire_car_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"pickup_time" text NOT NULL,
	"return_time" text NOT NULL,
	"quote" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"blockout_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "hire_bookings_contact_submission_id_unique" UNIQUE("contact_submission_id")
);
--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "bond" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "km_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "excess_cents_per_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "min_driver_age" integer DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "min_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_bookings" ADD CONSTRAINT "hire_bookings_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_bookings" ADD CONSTRAINT "hire_bookings_hire_car_id_hire_cars_id_fk" FOREIGN KEY ("hire_car_id") REFERENCES "public"."hire_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_bookings" ADD CONSTRAINT "hire_bookings_blockout_id_hire_car_blockouts_id_fk" FOREIGN KEY ("blockout_id") REFERENCES "public"."hire_car_blockouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hire_bookings_car_idx" ON "hire_bookings" USING btree ("hire_car_id","status","start_date");