import { PROGRAMME_OWNER } from '../schema.js';
import { differences, type Figure } from './definition.js';

/**
 * The lots at risk per month of expiry of the programme (`PROGRAMME_OWNER`) and of each member,
 * supplier and distributor (lots, units, value): what the expiry-risk screens chart and count. Kept by
 * statement triggers on `lot_risks`, each transaction on its own shard (transaction-shard.ts).
 */
export const lotRiskMonths: Figure = {
  name: 'lot_risk_months',
  keeps: ['lot_risk_months'],
  functions: [
    `CREATE OR REPLACE FUNCTION lot_risk_months_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(deltas) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO lot_risk_months AS k (owner_id, month, shard, lots, units, value)
    SELECT o.owner_id, (d ->> 'month')::date, transaction_shard(),
           sum((d ->> 'lots')::bigint), sum((d ->> 'units')::bigint), sum((d ->> 'value')::numeric)
    FROM jsonb_array_elements(deltas) d
    CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ((d ->> 'member_id')::uuid),
                               ((d ->> 'supplier_id')::uuid), ((d ->> 'distributor_id')::uuid)) o (owner_id)
    WHERE o.owner_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, month, shard) DO UPDATE SET lots = k.lots + excluded.lots, units = k.units + excluded.units, value = k.value + excluded.value;
END $$`,
    `CREATE OR REPLACE FUNCTION lot_risk_months_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_risk_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', expiry)::date AS month,
           count(*) AS lots, sum(units_at_risk) AS units, sum(value_at_risk) AS value
    FROM new_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION lot_risk_months_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_risk_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', expiry)::date AS month,
           -count(*) AS lots, -sum(units_at_risk) AS units, -sum(value_at_risk) AS value
    FROM old_rows GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION lot_risk_months_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lot_risk_months_apply(coalesce(jsonb_agg(g), '[]'::jsonb)) FROM (
    SELECT member_id, supplier_id, distributor_id, date_trunc('month', expiry)::date AS month,
           sum(lots) AS lots, sum(units) AS units, sum(value) AS value
    FROM (SELECT member_id, supplier_id, distributor_id, expiry, 1 AS lots, units_at_risk AS units, value_at_risk AS value FROM new_rows
          UNION ALL
          SELECT member_id, supplier_id, distributor_id, expiry, -1, -units_at_risk, -value_at_risk FROM old_rows) c
    GROUP BY 1, 2, 3, 4
  ) g;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE FUNCTION lot_risk_months_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lot_risk_months;
  RETURN NULL;
END $$`,
  ],
  triggers: [
    `CREATE OR REPLACE TRIGGER lot_risks_months_added AFTER INSERT ON lot_risks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_added()`,
    `CREATE OR REPLACE TRIGGER lot_risks_months_changed AFTER UPDATE ON lot_risks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_changed()`,
    `CREATE OR REPLACE TRIGGER lot_risks_months_removed AFTER DELETE ON lot_risks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_removed()`,
    `CREATE OR REPLACE TRIGGER lot_risks_months_truncated AFTER TRUNCATE ON lot_risks FOR EACH STATEMENT EXECUTE FUNCTION lot_risk_months_truncated()`,
  ],
  backfill: [
    `LOCK TABLE lot_risk_months IN EXCLUSIVE MODE`,
    `DELETE FROM lot_risk_months`,
    `INSERT INTO lot_risk_months (owner_id, month, shard, lots, units, value)
      SELECT o.owner_id, date_trunc('month', r.expiry)::date, 0, count(*), sum(r.units_at_risk), sum(r.value_at_risk)
      FROM lot_risks r
      CROSS JOIN LATERAL (VALUES ('${PROGRAMME_OWNER}'::uuid), (r.member_id), (r.supplier_id), (r.distributor_id)) o (owner_id)
      WHERE o.owner_id IS NOT NULL GROUP BY 1, 2`,
  ],
  check: {
    figures: differences(
      'lot_risk_months',
      `select o.owner_id || ' ' || to_char(r.expiry, 'YYYY-MM') || ' ' || f.figure,
            sum(case f.figure when 'lots' then 1 when 'units' then r.units_at_risk else round(r.value_at_risk * 100) end)
       from lot_risks r
       cross join lateral (values ('${PROGRAMME_OWNER}'::uuid), (r.member_id), (r.supplier_id), (r.distributor_id)) o (owner_id)
       cross join (values ('lots'), ('units'), ('cents')) f (figure)
       where o.owner_id is not null group by 1`,
      `select owner_id || ' ' || to_char(month, 'YYYY-MM') || ' ' || f.figure,
            sum(case f.figure when 'lots' then lots when 'units' then units else round(value * 100) end)
       from lot_risk_months cross join (values ('lots'), ('units'), ('cents')) f (figure)
       group by 1 having sum(lots) <> 0 or sum(units) <> 0 or sum(value) <> 0`,
    ),
  },
};
