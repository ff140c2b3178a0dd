DROP INDEX "pas_transactions_authorization_idx";--> statement-breakpoint
CREATE INDEX "pas_transactions_authorization_kind_idx" ON "pas_transactions" USING btree ("authorization_id","kind");