-- hand-written (issue 36 §4): the member index covers one member's access history (audit.repository.ts
-- findMemberHistory): its order in the key (occurred_at, then id) and the columns it answers in INCLUDE, so each
-- partition answers from its index alone (an index-only scan, where vacuum has marked the pages all-visible) and the
-- partitions merge without a sort: at 50,000,000 rows a read touches 98 blocks instead of 145 (README "The audit
-- log"). Drizzle's schema cannot state INCLUDE: db/schema/audit.ts names the key columns only. On a partitioned table
-- each partition gets its own index; new partitions get theirs as they are attached.
DROP INDEX "audit_log_member_idx";--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_qhid","occurred_at","id")
  INCLUDE ("actor_account_id","on_behalf_of_account_id","user_name","action","outcome");
