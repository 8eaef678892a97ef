CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_idx" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_seq_idx" ON "notifications" USING btree ("recipient_id","seq");--> statement-breakpoint
-- The live feed's order (decision 018). A sequence read at insert would grow in the order
-- transactions start, not the order they commit: a stream past 11 would never see a 10 that
-- committed later. So the number is taken at commit, by a deferred trigger, under a lock held to
-- the end of the transaction: every lower number is visible (or rolled back) before a higher one is.
CREATE SEQUENCE "notifications_seq_seq";--> statement-breakpoint
UPDATE "notifications" SET "seq" = numbered.n
  FROM (SELECT "id", nextval('notifications_seq_seq') AS n FROM (SELECT "id" FROM "notifications" ORDER BY "created_at", "id") ordered) numbered
  WHERE "notifications"."id" = numbered."id";--> statement-breakpoint
CREATE FUNCTION notifications_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('notifications:feed', 0));
  UPDATE notifications SET seq = nextval('notifications_seq_seq') WHERE id = NEW.id AND seq IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_numbered AFTER INSERT ON notifications DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notifications_number();
