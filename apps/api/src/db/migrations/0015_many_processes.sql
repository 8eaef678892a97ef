-- UNLOGGED by hand: drizzle-kit has no word for it (schema.ts, rateLimitCounters).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"calls" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_at" ON "rate_limit_counters" USING btree ("window_ends_at");