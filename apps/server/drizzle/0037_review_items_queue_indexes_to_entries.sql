DROP INDEX "review_items_queue_idx";--> statement-breakpoint
DROP INDEX "review_items_waiting_due_idx";--> statement-breakpoint
DROP INDEX "review_items_waiting_received_idx";--> statement-breakpoint
DROP INDEX "review_items_waiting_priority_idx";--> statement-breakpoint
DROP INDEX "review_items_claimed_idx";