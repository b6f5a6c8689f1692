DROP INDEX "cars_status_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "interior_color" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "doors" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "registration_plate" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "registration_expiry" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "body_type" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "interior_color" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "doors" integer;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "registration_plate" text;--> statement-breakpoint
ALTER TABLE "hire_cars" ADD COLUMN "registration_expiry" text;--> statement-breakpoint
CREATE INDEX "cars_status_created_idx" ON "cars" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "cars_status_price_idx" ON "cars" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "cars_status_year_idx" ON "cars" USING btree ("status","year","id");--> statement-breakpoint
CREATE INDEX "cars_status_mileage_idx" ON "cars" USING btree ("status","mileage","id");--> statement-breakpoint
CREATE INDEX "cars_make_idx" ON "cars" USING btree (lower("make"));