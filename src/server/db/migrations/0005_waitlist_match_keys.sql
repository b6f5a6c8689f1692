DROP INDEX "acquisition_matches_request_idx";--> statement-breakpoint
CREATE INDEX "cars_available_make_key_idx" ON "cars" USING btree (lower(regexp_replace(normalize("make", NFKD), '[^A-Za-z0-9]+', '', 'g'))) WHERE "cars"."status" = 'available';--> statement-breakpoint
CREATE INDEX "acquisition_cars_make_key_idx" ON "acquisition_cars" USING btree (lower(regexp_replace(normalize("make", NFKD), '[^A-Za-z0-9]+', '', 'g')));--> statement-breakpoint
CREATE INDEX "acquisition_matches_request_car_idx" ON "acquisition_matches" USING btree ("acquisition_id","car_id");