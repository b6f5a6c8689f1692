CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"transmission" text DEFAULT 'automatic' NOT NULL,
	"fuel_type" text DEFAULT 'petrol' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hire_car_blockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hire_car_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "hire_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"transmission" text DEFAULT 'automatic' NOT NULL,
	"fuel_type" text DEFAULT 'petrol' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"daily_rate" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"button_text" text NOT NULL,
	"href" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"image_url" text,
	"video_url" text,
	"has_overlay" integer DEFAULT 1 NOT NULL,
	"button_text" text DEFAULT 'Enquire Now' NOT NULL,
	"button_link" text DEFAULT '#contact' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline" text,
	"quote" text NOT NULL,
	"client_name" text NOT NULL,
	"client_title" text,
	"vehicle_name" text,
	"testimonial_date" text,
	"review_url" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acquisition_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"acquisition_id" integer NOT NULL,
	"position" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year_from" integer,
	"year_to" integer,
	"target_budget" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "acquisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_number" text,
	"budget_notes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"contact_number" text,
	"business_name" text,
	"message" text DEFAULT '' NOT NULL,
	"vehicle_enquiry" jsonb,
	"booking_dates" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"employment_status" text NOT NULL,
	"annual_income" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"mileage" text NOT NULL,
	"registration" text,
	"color" text,
	"transmission" text DEFAULT 'automatic' NOT NULL,
	"fuel_type" text DEFAULT 'petrol' NOT NULL,
	"condition" text DEFAULT 'excellent' NOT NULL,
	"price" integer,
	"finance_payout" text,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_email_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"is_enabled" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_description" text,
	"buyer_advocacy_description" text,
	"vendor_advocacy_description" text,
	"strategic_exit_description" text,
	"consignment_description" text,
	"phone" text,
	"email" text,
	"linkedin_url" text,
	"instagram_url" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"legal_text" text
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonial_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"background_image_url" text,
	"background_color" text DEFAULT '#000000' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_url" text NOT NULL,
	"mime_type" text NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "hire_car_blockouts" ADD CONSTRAINT "hire_car_blockouts_hire_car_id_hire_cars_id_fk" FOREIGN KEY ("hire_car_id") REFERENCES "public"."hire_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisition_cars" ADD CONSTRAINT "acquisition_cars_acquisition_id_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_status_idx" ON "cars" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "blockouts_car_idx" ON "hire_car_blockouts" USING btree ("hire_car_id","start_date");--> statement-breakpoint
CREATE INDEX "hire_cars_status_idx" ON "hire_cars" USING btree ("status");--> statement-breakpoint
CREATE INDEX "brand_logos_order_idx" ON "brand_logos" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "header_slides_order_idx" ON "header_slides" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "hero_slides_order_idx" ON "hero_slides" USING btree ("order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "service_items_order_idx" ON "service_items" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "acquisition_cars_parent_idx" ON "acquisition_cars" USING btree ("acquisition_id","position");--> statement-breakpoint
CREATE INDEX "acquisitions_status_idx" ON "acquisitions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_status_idx" ON "contact_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "finance_status_idx" ON "finance_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sell_status_idx" ON "sell_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("expires_at");