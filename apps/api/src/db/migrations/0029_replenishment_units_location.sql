-- A location's delete ability looks up the replenishment lines placed at it (locations/repository.ts's recordsOf).
CREATE INDEX "replenishment_units_location_idx" ON "replenishment_units" USING btree ("location_id");
