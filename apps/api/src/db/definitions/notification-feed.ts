import type { Code } from './definition.js';

/**
 * The live feed's order (decision 018): each notification gets its place in its recipient's feed
 * (`notifications.seq`) at commit, under a lock, so a reader past N never meets a later row below N.
 */
export const notificationFeed: Code = {
  name: 'notification_feed',
  functions: [
    `CREATE OR REPLACE FUNCTION notifications_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('notifications:feed', 0));
  UPDATE notifications SET seq = nextval('notifications_seq_seq') WHERE id = NEW.id AND seq IS NULL;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `DROP TRIGGER IF EXISTS notifications_numbered ON notifications`,
    `CREATE CONSTRAINT TRIGGER notifications_numbered AFTER INSERT ON notifications DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION notifications_number()`,
  ],
};
