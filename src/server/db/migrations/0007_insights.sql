CREATE TABLE "car_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"from_price" integer NOT NULL,
	"to_price" integer NOT NULL,
	"user_id" integer,
	"username" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","changed_at");--> statement-breakpoint
CREATE INDEX "car_price_changes_changed_idx" ON "car_price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "cars_sold_at_idx" ON "cars" USING btree ("sold_at");--> statement-breakpoint
-- Hand-written: cars sold before this migration count from their last save.
UPDATE "cars" SET "sold_at" = "updated_at" WHERE "status" = 'sold';