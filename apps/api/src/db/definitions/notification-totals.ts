import { differences, type Figure } from './definition.js';

/**
 * Each recipient's notifications and unseen notifications: the bell's count and the list's total,
 * kept by statement triggers on `notifications`, sharded like `list_totals`.
 */
export const notificationTotals: Figure = {
  name: 'notification_totals',
  keeps: ['notification_totals'],
  functions: [
    `CREATE OR REPLACE FUNCTION notification_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_totals (recipient_id, shard, total, unseen)
    SELECT recipient_id, pg_backend_pid() % 16, count(*), count(*) FILTER (WHERE NOT is_seen) FROM new_rows GROUP BY recipient_id
  ON CONFLICT (recipient_id, shard) DO UPDATE SET total = notification_totals.total + excluded.total, unseen = notification_totals.unseen + excluded.unseen;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION notification_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_totals (recipient_id, shard, total, unseen)
    SELECT n.recipient_id, pg_backend_pid() % 16, 0, sum((NOT n.is_seen)::int - (NOT o.is_seen)::int)
    FROM new_rows n JOIN old_rows o ON o.id = n.id GROUP BY n.recipient_id HAVING sum((NOT n.is_seen)::int - (NOT o.is_seen)::int) <> 0
  ON CONFLICT (recipient_id, shard) DO UPDATE SET unseen = notification_totals.unseen + excluded.unseen;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION notification_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_totals (recipient_id, shard, total, unseen)
    SELECT recipient_id, pg_backend_pid() % 16, -count(*), -count(*) FILTER (WHERE NOT is_seen) FROM old_rows GROUP BY recipient_id
  ON CONFLICT (recipient_id, shard) DO UPDATE SET total = notification_totals.total + excluded.total, unseen = notification_totals.unseen + excluded.unseen;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION notification_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_totals;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER notifications_total_added AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_added()`,
    `CREATE OR REPLACE TRIGGER notifications_total_changed AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_changed()`,
    `CREATE OR REPLACE TRIGGER notifications_total_removed AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_removed()`,
    `CREATE OR REPLACE TRIGGER notifications_total_truncated AFTER TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notification_totals_truncated()`,
  ],
  backfill: [
    `LOCK TABLE notification_totals IN EXCLUSIVE MODE`,
    `DELETE FROM notification_totals`,
    `INSERT INTO notification_totals (recipient_id, shard, total, unseen)
      SELECT recipient_id, 0, count(*), count(*) FILTER (WHERE NOT is_seen) FROM notifications GROUP BY recipient_id`,
  ],
  check: {
    figures: differences(
      'notification_totals',
      `select recipient_id || ' ' || f.name, f.n
       from (select recipient_id, count(*) as total, count(*) filter (where not is_seen) as unseen from notifications group by 1) r
       cross join lateral (values ('total', r.total), ('unseen', r.unseen)) f (name, n) where f.n <> 0`,
      `select recipient_id || ' ' || f.name, sum(f.n)
       from notification_totals cross join lateral (values ('total', total), ('unseen', unseen)) f (name, n)
       group by 1 having sum(f.n) <> 0`,
    ),
  },
};
