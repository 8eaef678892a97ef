-- dashboard_links_shard() outlived dashboard_links: lot_risk_months_apply now calls transaction_shard(),
-- which db/definitions/transaction-shard.ts creates right after the migrations.
DROP FUNCTION IF EXISTS dashboard_links_shard();
