import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { PROGRAMME_OWNER } from '../../db/schema.js';
import { allRowsSql } from '../../platform/paging.js';

/** The lots at risk a viewer sees, as a horizon of expiry days: from `day` (included) to `end` (excluded), both YYYY-MM-DD. */
export interface Horizon {
  day: string;
  end: string;
}

/** A date of our own making (the figures' day, the horizon's end) written into the statement, so the planner sees the range. */
function day(value: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`Not a day: ${value}`);
  return sql.raw(`'${value}'::date`);
}

/** A row count the contract bounded, written into the statement as `paging.ts` writes its own. */
function count(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a row count: ${value}`);
  return sql.raw(String(value));
}

/**
 * Which kept lots at risk a viewer sees, as a condition on `lot_risks` alone, each served by one of
 * its (scope, expiry) indexes: a member its stocks' lots; a supplier the lots of its products,
 * whichever member holds them; a distributor the lots at its locations; the administrator every lot.
 */
function scopeOf(viewer: { type: string; _id: string }): SQL | undefined {
  switch (viewer.type) {
    case 'member':
      return sql`r.member_id = ${viewer._id}`;
    case 'supplier':
      return sql`r.product_id = any(array(select id from products where supplier_id = ${viewer._id}))`;
    case 'distributor':
      return sql`r.location_id = any(array(select id from locations where distributor_id = ${viewer._id}))`;
    default:
      return undefined;
  }
}

function whereOf(viewer: { type: string; _id: string }, horizon: Horizon): SQL {
  const scope = scopeOf(viewer);
  return sql`${scope ? sql`${scope} and ` : sql``}r.expiry >= ${day(horizon.day)} and r.expiry < ${day(horizon.end)}`;
}

/** A lot at risk as the list and the export read it (numerics as text, so no precision is lost before the presenter). */
export interface LotAtRiskRow {
  stockUnitId: string;
  stockId: string;
  memberId: string;
  productId: string;
  lotNumber: string;
  expiry: string;
  units: number;
  unitsAtRisk: number;
  valueAtRisk: string;
  recalledUnits: number;
  product: { _id: string; productId: string; name: string; brand: string; image: string | null; price: string; contractNumber: string; gtin: string | null };
  member: { _id: string; name: string; email: string; address: string; profilePic: string | null };
  location: { _id: string; name: string; line1: string; line2: string; postalCode: string };
}

/**
 * The lots at risk of the horizon a viewer sees, most value first (units at risk x the product's
 * price), then earliest expiry, then id: the kept rows of the scope and horizon, with their
 * product's price for the order; the lot, stock, member and location are joined afterwards, for the
 * rows kept only (a page's, or each batch of an export).
 */
function lotsQuery(viewer: { type: string; _id: string }, horizon: Horizon) {
  // The programme's page walks lot_risks_value_idx in its order (its "desc nulls last" too, or the index cannot give it); a scope's reads its own index's range.
  const rows = sql`select r.stock_unit_id, r.stock_id, r.units_at_risk, r.value_at_risk as value, r.expiry
      from lot_risks r
      where ${whereOf(viewer, horizon)}
      order by r.value_at_risk desc nulls last, r.expiry, r.stock_unit_id`;
  const decorate = (page: SQL) => sql`select page.stock_unit_id as "stockUnitId", page.stock_id as "stockId", s.member_id as "memberId",
        s.product_id as "productId", u.lot_number as "lotNumber", u.expiry::text as expiry, (u.units - u.reserved_units) as units,
        page.units_at_risk as "unitsAtRisk", page.value::text as "valueAtRisk", s.recalled_units as "recalledUnits",
        json_build_object('_id', p.id, 'productId', p.product_id, 'name', p.name, 'brand', p.brand, 'image', p.image,
          'price', p.price::text, 'contractNumber', p.contract_number, 'gtin', p.gtin) as product,
        json_build_object('_id', m.id, 'name', m.name, 'email', m.email, 'address', m.address, 'profilePic', m.profile_pic) as member,
        json_build_object('_id', l.id, 'name', l.name, 'line1', l.line1, 'line2', l.line2, 'postalCode', l.postal_code) as location
      from (${page}) page
      join stock_units u on u.id = page.stock_unit_id
      join stocks s on s.id = page.stock_id
      join products p on p.id = s.product_id
      join users m on m.id = s.member_id
      join locations l on l.id = u.location_id
      order by page.value desc, page.expiry, page.stock_unit_id`;
  return { rows, decorate, count: sql`select count(*)::int as total from lot_risks r where ${whereOf(viewer, horizon)}` };
}

/** One page of the lots at risk (see `lotsQuery`), as a statement. */
export function lotsPageSql(viewer: { type: string; _id: string }, horizon: Horizon, paging: { limit: number; skip: number }): SQL {
  const { rows, decorate } = lotsQuery(viewer, horizon);
  return decorate(sql`${rows} limit ${count(paging.limit)} offset ${count(paging.skip)}`);
}

export function lotsAtRisk(db: Executor, viewer: { type: string; _id: string }, horizon: Horizon, paging: { limit: number; skip: number }) {
  return queryRows<LotAtRiskRow>(db, lotsPageSql(viewer, horizon, paging));
}

/** Every lot at risk of the horizon, in the list's order, unpaged: what the export streams. */
export function allLotsAtRisk(viewer: { type: string; _id: string }, horizon: Horizon): SQL {
  return allRowsSql(lotsQuery(viewer, horizon));
}

/**
 * The units and value at risk of the horizon by month of expiry (only months with lots at risk),
 * and how many lots: one pass over the scope's kept rows of the horizon, with their product's price.
 */
/** The horizon's months as kept per owner (`lot_risk_months`, a few rows a month), whatever the programme's size. */
export function monthsSql(viewer: { type: string; _id: string }, horizon: Horizon): SQL {
  const owner = viewer.type === 'healthpro' ? sql`${PROGRAMME_OWNER}::uuid` : sql`${viewer._id}::uuid`;
  return sql`select to_char(k.month, 'YYYY-MM') as month, sum(k.units)::text as units, sum(k.value)::text as value, sum(k.lots)::int as lots
        from lot_risk_months k
        where k.owner_id = ${owner} and k.month >= date_trunc('month', ${day(horizon.day)})::date and k.month < ${day(horizon.end)}
        group by 1 having sum(k.lots) > 0`;
}

export function monthsAtRisk(db: Executor, viewer: { type: string; _id: string }, horizon: Horizon) {
  return queryRows<{ month: string; units: string; value: string; lots: number }>(db, monthsSql(viewer, horizon));
}

/**
 * Units of frozen lots the viewer sees expiring in the horizon, less those held: what the risk
 * leaves out. Frozen lots are few, read through stock_units_recall_idx (the frozen lots alone).
 */
export async function recalledInHorizon(db: Executor, viewer: { type: string; _id: string }, horizon: Horizon): Promise<number> {
  const scope =
    viewer.type === 'member'
      ? sql`and s.member_id = ${viewer._id}::uuid`
      : viewer.type === 'supplier'
        ? sql`and s.product_id in (select id from products where supplier_id = ${viewer._id}::uuid)`
        : viewer.type === 'distributor'
          ? sql`and u.location_id in (select id from locations where distributor_id = ${viewer._id}::uuid)`
          : sql``;
  const [row] = await queryRows<{ units: number }>(
    db,
    sql`select coalesce(sum(u.units - u.reserved_units), 0)::int as units
          from stock_units u join stocks s on s.id = u.stock_id
         where u.recall_id is not null and u.expiry >= ${day(horizon.day)} and u.expiry < ${day(horizon.end)} ${scope}`,
  );
  return row?.units ?? 0;
}
