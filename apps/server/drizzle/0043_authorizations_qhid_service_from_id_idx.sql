DROP INDEX "authorizations_qhid_idx";--> statement-breakpoint
CREATE INDEX "authorizations_qhid_service_from_id_idx" ON "authorizations" USING btree ("qhid","service_from","id");