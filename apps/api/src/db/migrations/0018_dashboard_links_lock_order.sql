-- dashboard_links without deadlocks (decision 011). Writers could deadlock two ways under 0013: a
-- transaction that added to a pair (holding its shard row, no lock) and later removed from it waited
-- for the pair's lock, held by a settler waiting for that row; and a writer whose shard row went
-- between its check and its write held its new row while waiting for the lock, against a settler
-- of the same shard. Now no writer waits on a row another writer holds:
-- * each transaction writes to a shard of its own, claimed for the transaction (two backends with
--   the same pid % 16 shared rows, of the pairs and of the totals);
-- * every writer of a pair takes its lock before reading or writing its rows, in one order: owners,
--   then pairs, then the pairs it creates. Adding to a present pair takes it shared; a removal
--   settles it under the exclusive lock, which waits for the adders in flight to commit instead of
--   locking their rows; an addition to a pair at zero settles it under its creation lock.
-- What a transaction did to each pair is remembered (rds.links_added): the pairs it settles, whose
-- locks it holds for good, and what it added to the others, which a later removal may take back
-- under the shared lock (the pair stays present either way). So a transaction that adds and then
-- removes does not wait for a lock it must share with others doing the same.
CREATE OR REPLACE FUNCTION dashboard_links_shard() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  claimed smallint := nullif(current_setting('rds.links_shard', true), '')::smallint;
  k int;
BEGIN
  IF claimed IS NOT NULL THEN
    RETURN claimed;
  END IF;
  -- This backend's usual shard first, so that a pair keeps few rows; past 16 concurrent writers, more.
  FOR k IN 0..32767 LOOP
    claimed := CASE WHEN k < 16 THEN (pg_backend_pid() + k) % 16 ELSE k END;
    IF pg_try_advisory_xact_lock(hashtextextended('dashboard_links shard ' || claimed, 0)) THEN
      PERFORM set_config('rds.links_shard', claimed::text, true);
      RETURN claimed;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free dashboard_links shard';
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_links_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := coalesce(nullif(current_setting('rds.links_added', true), ''), '{}')::jsonb;
  now_added jsonb;
  own smallint;
  todo jsonb;
  creating text[];
BEGIN
  SELECT jsonb_agg(jsonb_build_object('key', key, 'owner_id', owner_id, 'kind', kind, 'item_id', item_id, 'n', n,
                                      'settle', CASE WHEN added -> key = 'true' THEN true ELSE n < 0 AND coalesce((added ->> key)::bigint, 0) < -n END,
                                      'held', coalesce(added -> key = 'true', false)) ORDER BY kind, owner_id, item_id)
    INTO todo FROM (
    SELECT (x ->> 'owner_id') || ' ' || (x ->> 'kind') || ' ' || (x ->> 'item_id') AS key,
           x ->> 'owner_id' AS owner_id, x ->> 'kind' AS kind, x ->> 'item_id' AS item_id, sum((x ->> 'n')::bigint) AS n
    FROM jsonb_array_elements(deltas) x GROUP BY 1, 2, 3, 4 HAVING sum((x ->> 'n')::bigint) <> 0
  ) g;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  own := dashboard_links_shard();
  IF jsonb_array_length(todo) > 256 THEN
    -- A bulk write (the generator, a backfill) takes its owners whole and settles every pair.
    PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_links ' || kind || ' ' || owner_id, 0))
      FROM (SELECT DISTINCT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id FROM jsonb_array_elements(todo) x ORDER BY 1, 2) k;
    SELECT jsonb_agg(x || '{"settle": true}' ORDER BY i) INTO todo FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('dashboard_links ' || kind || ' ' || owner_id, 0))
      FROM (SELECT DISTINCT x ->> 'kind' AS kind, x ->> 'owner_id' AS owner_id FROM jsonb_array_elements(todo) x ORDER BY 1, 2) k;
    PERFORM CASE WHEN (x ->> 'settle')::boolean AND NOT (x ->> 'held')::boolean THEN pg_advisory_xact_lock(h) ELSE pg_advisory_xact_lock_shared(h) END
      FROM (SELECT x, i, hashtextextended('dashboard_links ' || (x ->> 'kind') || ' ' || (x ->> 'owner_id') || ' ' || (x ->> 'item_id'), 0) AS h
            FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i) ORDER BY i) k;
    -- An addition to a pair at zero makes it appear: one such writer at a time, which settles the
    -- pair until it commits (the others wait, and then see its rows). While a pair is above zero
    -- and held shared its sum only grows, so an addition that finds it so needs nothing more.
    SELECT array_agg(x ->> 'key' ORDER BY i) INTO creating FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i)
      WHERE NOT (x ->> 'settle')::boolean AND (x ->> 'n')::bigint > 0
        AND coalesce((SELECT sum(l.n) FROM dashboard_links l
                      WHERE l.owner_id = (x ->> 'owner_id')::uuid AND l.kind = x ->> 'kind' AND l.item_id = (x ->> 'item_id')::uuid), 0) <= 0;
    IF creating IS NOT NULL THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('dashboard_links create ' || k, 0)) FROM unnest(creating) WITH ORDINALITY c (k, i) ORDER BY i;
      SELECT jsonb_agg(CASE WHEN x ->> 'key' = ANY (creating) THEN x || '{"settle": true}' ELSE x END ORDER BY i)
        INTO todo FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i);
    END IF;
  END IF;
  -- A settled pair's sum is exact now (no one else writes it): it appears above zero, goes at zero,
  -- every shard of it; below zero (a removal seen before its addition) its rows stay.
  WITH p AS (
    SELECT (x ->> 'owner_id')::uuid AS owner_id, x ->> 'kind' AS kind, (x ->> 'item_id')::uuid AS item_id,
           (x ->> 'n')::bigint AS n, (x ->> 'settle')::boolean AS settle, i
    FROM jsonb_array_elements(todo) WITH ORDINALITY e (x, i)
  ), s AS (
    SELECT p.*, CASE WHEN p.settle THEN coalesce((SELECT sum(l.n) FROM dashboard_links l
                                                  WHERE l.owner_id = p.owner_id AND l.kind = p.kind AND l.item_id = p.item_id), 0) END AS total
    FROM p
  ), gone AS (
    DELETE FROM dashboard_links l USING s
      WHERE s.settle AND s.total + s.n = 0 AND l.owner_id = s.owner_id AND l.kind = s.kind AND l.item_id = s.item_id
  ), written AS (
    INSERT INTO dashboard_links (owner_id, kind, item_id, shard, n)
      SELECT owner_id, kind, item_id, own, n FROM s WHERE NOT settle OR total + n <> 0 ORDER BY i
    ON CONFLICT (owner_id, kind, item_id, shard) DO UPDATE SET n = dashboard_links.n + excluded.n
  )
  INSERT INTO dashboard_link_totals (owner_id, kind, shard, pairs, records)
    SELECT owner_id, kind, own, coalesce(sum((total + n > 0)::int - (total > 0)::int), 0), sum(n) FROM s GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, kind, shard) DO UPDATE
    SET pairs = dashboard_link_totals.pairs + excluded.pairs, records = dashboard_link_totals.records + excluded.records;
  -- The pairs this transaction settles, and what it added to the others (new pairs are kept while
  -- fewer than 64 are: past them a removal takes the pair's exclusive lock).
  SELECT added || jsonb_object_agg(x ->> 'key', CASE WHEN (x ->> 'settle')::boolean THEN 'true'::jsonb
                                                     ELSE to_jsonb(coalesce((added ->> (x ->> 'key'))::bigint, 0) + (x ->> 'n')::bigint) END)
    INTO now_added FROM jsonb_array_elements(todo) x
    WHERE added ? (x ->> 'key') OR (SELECT count(*) FROM jsonb_object_keys(added)) < 64;
  IF now_added IS NOT NULL THEN
    PERFORM set_config('rds.links_added', now_added::text, true);
  END IF;
END $$;--> statement-breakpoint
DROP FUNCTION dashboard_links_lock(jsonb);
