import { PROGRAMME_TIME_ZONE, WASTAGE_REASON } from '@rds/contract';
import { PROGRAMME_OWNER } from '../schema.js';
import { differences, type Figure } from './definition.js';

/** A ledger row's month in Toronto (the wastage card's months), as SQL on its `created_at`. */
const monthOf = (createdAt: string) => `date_trunc('month', ${createdAt} AT TIME ZONE '${PROGRAMME_TIME_ZONE}')::date`;
const reason = `'${WASTAGE_REASON}'`;

/**
 * Wastage per Toronto month of the programme (`PROGRAMME_OWNER`) and of each member: the units its
 * stocks wrote off as expired and their value at each product's price now. A write-off adds (a
 * statement trigger on `stock_ledger`, each transaction on its own shard, transaction-shard.ts); a
 * product's new price revalues its write-offs, and a stock given to another member or product
 * moves its own (row triggers on `products` and `stocks`: rare, and a product's write-offs are few).
 */
export const wastageMonths: Figure = {
  name: 'wastage_months',
  keeps: ['wastage_months'],
  functions: [
    `CREATE OR REPLACE FUNCTION wastage_months_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(deltas) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO wastage_months AS k (owner_id, month, shard, units, value)
    SELECT o.owner_id, (d ->> 'month')::date, transaction_shard(), sum((d ->> 'units')::bigint), sum((d ->> 'value')::numeric)
    FROM jsonb_array_elements(deltas) d
    CROSS JOIN LATERAL (VALUES ('${PROGRAMME_OWNER}'::uuid), ((d ->> 'member_id')::uuid)) o (owner_id)
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, month, shard) DO UPDATE SET units = k.units + excluded.units, value = k.value + excluded.value;
END $$`,
    `CREATE OR REPLACE FUNCTION wastage_months_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wastage_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT s.member_id, ${monthOf('n.created_at')} AS month, -sum(n.delta) AS units, -sum(n.delta * p.price) AS value
    FROM new_rows n JOIN stocks s ON s.id = n.stock_id JOIN products p ON p.id = s.product_id
    WHERE n.reason = ${reason} GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION wastage_months_repriced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wastage_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT s.member_id, ${monthOf('l.created_at')} AS month, 0 AS units, -sum(l.delta) * (NEW.price - OLD.price) AS value
    FROM stocks s JOIN stock_ledger l ON l.stock_id = s.id
    WHERE s.product_id = NEW.id AND l.reason = ${reason} GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION wastage_months_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wastage_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT w.member_id, ${monthOf('l.created_at')} AS month, -sum(l.delta * w.sign) AS units, -sum(l.delta * w.sign * p.price) AS value
    FROM stock_ledger l
    CROSS JOIN (VALUES (NEW.member_id, NEW.product_id, 1), (OLD.member_id, OLD.product_id, -1)) w (member_id, product_id, sign)
    JOIN products p ON p.id = w.product_id
    WHERE l.stock_id = NEW.id AND l.reason = ${reason} GROUP BY 1, 2
  ) g;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER stock_ledger_wastage_added AFTER INSERT ON stock_ledger REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION wastage_months_added()`,
    `CREATE OR REPLACE TRIGGER products_wastage_repriced AFTER UPDATE OF price ON products FOR EACH ROW WHEN ((old.price IS DISTINCT FROM new.price)) EXECUTE FUNCTION wastage_months_repriced()`,
    `CREATE OR REPLACE TRIGGER stocks_wastage_restocked AFTER UPDATE OF member_id, product_id ON stocks FOR EACH ROW WHEN (((old.member_id IS DISTINCT FROM new.member_id) OR (old.product_id IS DISTINCT FROM new.product_id))) EXECUTE FUNCTION wastage_months_restocked()`,
  ],
  backfill: [
    `LOCK TABLE wastage_months IN EXCLUSIVE MODE`,
    `DELETE FROM wastage_months`,
    `INSERT INTO wastage_months (owner_id, month, shard, units, value)
      SELECT o.owner_id, ${monthOf('l.created_at')}, 0, -sum(l.delta), -sum(l.delta * p.price)
      FROM stock_ledger l JOIN stocks s ON s.id = l.stock_id JOIN products p ON p.id = s.product_id
      CROSS JOIN LATERAL (VALUES ('${PROGRAMME_OWNER}'::uuid), (s.member_id)) o (owner_id)
      WHERE l.reason = ${reason} GROUP BY 1, 2`,
  ],
  check: {
    // Value in cents of each member's months (the programme's, summed over the programme, could pass an int's range).
    figures: differences(
      'wastage_months',
      `select o.owner_id || ' ' || to_char(${monthOf('l.created_at')}, 'YYYY-MM') || ' ' || f.figure,
            sum(case f.figure when 'units' then -l.delta else round(-l.delta * p.price * 100) end)
       from stock_ledger l join stocks s on s.id = l.stock_id join products p on p.id = s.product_id
       cross join lateral (values ('${PROGRAMME_OWNER}'::uuid), (s.member_id)) o (owner_id)
       cross join (values ('units'), ('cents')) f (figure)
       where l.reason = ${reason} and (f.figure = 'units' or o.owner_id <> '${PROGRAMME_OWNER}') group by 1`,
      `select owner_id || ' ' || to_char(month, 'YYYY-MM') || ' ' || f.figure,
            sum(case f.figure when 'units' then units else round(value * 100) end)
       from wastage_months cross join (values ('units'), ('cents')) f (figure)
       where f.figure = 'units' or owner_id <> '${PROGRAMME_OWNER}'
       group by 1 having sum(units) <> 0 or sum(value) <> 0`,
    ),
  },
};
