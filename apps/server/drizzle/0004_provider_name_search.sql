DROP INDEX "provider_locations_name_search_idx";--> statement-breakpoint
ALTER TABLE "provider_locations" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', full_name)) STORED;--> statement-breakpoint
CREATE INDEX "provider_locations_name_search_idx" ON "provider_locations" USING gin ("name_search") WITH (fastupdate=false);