-- Issue 31 §4, one status vocabulary (hand-written): 'Pended' and 'Pend' were the request's Pending under the core
-- system's older words; the portal now stores and shows Pending only (a request waiting for the provider's answer is
-- told by its open question, not by its status). Line outcomes keep their words: the spec's normalisation of outcome
-- words shows them. Pending to Pending fires none of the status triggers (the FHIR subscription event fires only when
-- a request leaves pending).
UPDATE "authorizations" SET "status" = 'Pending' WHERE "status" IN ('Pended', 'Pend');--> statement-breakpoint
UPDATE "authorization_status_changes" SET "status" = 'Pending' WHERE "status" IN ('Pended', 'Pend');--> statement-breakpoint
UPDATE "notices" SET "status" = 'Pending' WHERE "status" IN ('Pended', 'Pend');
