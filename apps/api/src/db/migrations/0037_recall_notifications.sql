ALTER TYPE "public"."notification_type" ADD VALUE 'RECALL_ISSUED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'RECALL_AT_LOCATION' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'RECALL_CLOSED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'RECALL_REVERTED' BEFORE 'LOCATION_CREATED';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recall_id" uuid;