CREATE TABLE "wastage_months" (
	"owner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"units" bigint NOT NULL,
	"value" numeric(16, 2) NOT NULL,
	CONSTRAINT "wastage_months_owner_id_month_shard_pk" PRIMARY KEY("owner_id","month","shard")
);
--> statement-breakpoint
CREATE INDEX "count_lines_count_counted_idx" ON "count_lines" USING btree ("count_id","counted_units","expected_units");