-- dashboard_links, sharded by backend like the totals: every order of a distributor's member added
-- one to a single row per pair, and ten such orders at once queued on that row from their insert to
-- their commit (issue 13: an order's p99). A pair's count is now the sum of its shards; the rows in
-- place become shard 0.
ALTER TABLE "dashboard_links" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_links" DROP CONSTRAINT "dashboard_links_owner_id_kind_item_id_pk";--> statement-breakpoint
ALTER TABLE "dashboard_links" ADD CONSTRAINT "dashboard_links_owner_id_kind_item_id_shard_pk" PRIMARY KEY("owner_id","kind","item_id","shard");--> statement-breakpoint
-- The locks that settle pairs of dashboard_links (below): each pair's own, under a shared lock of its
-- owner and kind; a bulk write (the generator, a backfill) takes its owners whole instead, so that
-- it does not hold a lock per pair. Each set in one order, so two settling writers do not wait on
-- each other.
CREATE FUNCTION dashboard_links_lock(pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF pairs IS NULL THEN
    RETURN;
  END IF;
  IF jsonb_array_length(pairs) > 256 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_links ' || k.kind || ' ' || k.owner_id, 0))
      FROM (SELECT DISTINCT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id FROM jsonb_array_elements(pairs) x ORDER BY 1, 2) k;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('dashboard_links ' || k.kind || ' ' || k.owner_id, 0))
      FROM (SELECT DISTINCT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id FROM jsonb_array_elements(pairs) x ORDER BY 1, 2) k;
    PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_links ' || k.kind || ' ' || k.owner_id || ' ' || k.item_id, 0))
      FROM (SELECT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id, x ->> 'item_id' AS item_id FROM jsonb_array_elements(pairs) x ORDER BY 1, 2, 3) k;
  END IF;
END $$;--> statement-breakpoint
-- Deltas add to this backend's shard of each pair, and the records they count to the totals'
-- shard, without waiting on other writers. Only the pairs that may appear (no row on this shard
-- yet) or go (a negative delta) are settled, under the locks above, taken before their rows are
-- written: then their rows are locked (so writers still adding to them commit first), and the sum
-- of a pair's shards now against the sum before this delta says whether the pair appeared or went.
-- A pair whose sum falls to zero leaves, every shard of it. A sum below zero is a removal seen
-- before an addition still waiting for these locks (its row not yet visible): the rows stay for it
-- to settle. So a pair appears only through a first row on a shard, which settles it.
CREATE OR REPLACE FUNCTION dashboard_links_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  grouped jsonb;
  unsettled jsonb;
BEGIN
  SELECT jsonb_agg(g ORDER BY g.owner_id, g.kind, g.item_id) INTO grouped FROM (
    SELECT (x ->> 'owner_id')::uuid AS owner_id, x ->> 'kind' AS kind, (x ->> 'item_id')::uuid AS item_id, sum((x ->> 'n')::bigint) AS n
    FROM jsonb_array_elements(deltas) x GROUP BY 1, 2, 3 HAVING sum((x ->> 'n')::bigint) <> 0
  ) g;
  IF grouped IS NULL THEN
    RETURN;
  END IF;
  PERFORM dashboard_links_lock(jsonb_agg(x)) FROM jsonb_array_elements(grouped) x
    WHERE (x ->> 'n')::bigint < 0 OR NOT EXISTS (
      SELECT 1 FROM dashboard_links l
      WHERE l.owner_id = (x ->> 'owner_id')::uuid AND l.kind = x ->> 'kind' AND l.item_id = (x ->> 'item_id')::uuid AND l.shard = pg_backend_pid() % 16);
  WITH d AS (
    SELECT (x ->> 'owner_id')::uuid AS owner_id, x ->> 'kind' AS kind, (x ->> 'item_id')::uuid AS item_id, (x ->> 'n')::bigint AS n
    FROM jsonb_array_elements(grouped) x
  ), changed AS (
    INSERT INTO dashboard_links (owner_id, kind, item_id, shard, n)
      SELECT owner_id, kind, item_id, pg_backend_pid() % 16, n FROM d ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, kind, item_id, shard) DO UPDATE SET n = dashboard_links.n + excluded.n
    RETURNING owner_id, kind, item_id, xmax = 0 AS created
  ), recorded AS (
    INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
      SELECT owner_id, kind, pg_backend_pid() % 16, 0, sum(n) FROM d GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, kind, shard) DO UPDATE SET records = dashboard_link_totals.records + excluded.records
  )
  SELECT jsonb_agg(jsonb_build_object('owner_id', c.owner_id, 'kind', c.kind, 'item_id', c.item_id, 'n', d.n))
    INTO unsettled
    FROM changed c JOIN d ON d.owner_id = c.owner_id AND d.kind = c.kind AND d.item_id = c.item_id
    WHERE c.created OR d.n < 0;
  IF unsettled IS NULL THEN
    RETURN;
  END IF;
  -- Held already, but for a shard row another writer removed between the check above and the insert.
  PERFORM dashboard_links_lock(unsettled);
  PERFORM 1 FROM dashboard_links l
    JOIN jsonb_array_elements(unsettled) x ON l.owner_id = (x ->> 'owner_id')::uuid AND l.kind = x ->> 'kind' AND l.item_id = (x ->> 'item_id')::uuid
    ORDER BY l.owner_id, l.kind, l.item_id, l.shard FOR UPDATE OF l;
  WITH u AS (
    SELECT (x ->> 'owner_id')::uuid AS owner_id, x ->> 'kind' AS kind, (x ->> 'item_id')::uuid AS item_id, (x ->> 'n')::bigint AS n
    FROM jsonb_array_elements(unsettled) x
  ), sums AS (
    SELECT u.owner_id, u.kind, u.item_id, u.n,
           coalesce((SELECT sum(l.n) FROM dashboard_links l WHERE l.owner_id = u.owner_id AND l.kind = u.kind AND l.item_id = u.item_id), 0) AS total
    FROM u
  ), gone AS (
    DELETE FROM dashboard_links l USING sums s
      WHERE s.total = 0 AND l.owner_id = s.owner_id AND l.kind = s.kind AND l.item_id = s.item_id
  )
  INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
    SELECT owner_id, kind, pg_backend_pid() % 16, sum(CASE WHEN total > 0 THEN 1 ELSE -1 END), 0
    FROM sums WHERE (total > 0) <> (total - n > 0) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, kind, shard) DO UPDATE SET pairs = dashboard_link_totals.pairs + excluded.pairs;
END $$;
