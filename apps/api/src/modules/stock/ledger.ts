/**
 * The only way units change, and the only code that writes `stock_units` (their units and the units
 * held for pending transfers), `stock_ledger` and `stocks.on_hand_units` and `held_units`. Every change happens in
 * the caller's transaction under the stock's row lock (stocks first, in id order, then their lots):
 * one statement changes the lot only if it still has the units, and writes the stock's on-hand units
 * and one append-only ledger row with it. So a lot's units equal the sum of its ledger and a stock's
 * on-hand units the sum of its lots. The database refuses negative counts and any change to a
 * written ledger row.
 */
import type { LedgerReason } from '@rds/contract';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { PROGRAMME_OWNER, stocks, stockUnits } from '../../db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';

export interface Cause {
  reason: LedgerReason;
  /** The record that caused the change (stock request, order, transfer, replenishment). */
  sourceId?: string | null;
  actorId?: string | null;
}

/**
 * Locks stocks whose units the transaction will change, always in id order so that two
 * transactions touching the same stocks cannot deadlock; answers them by id.
 */
export async function lockStocks(tx: Executor, stockIds: string[]) {
  const ids = [...new Set(stockIds)].sort();
  if (ids.length === 0) return new Map<string, typeof stocks.$inferSelect>();
  const rows = await tx.select().from(stocks).where(inArray(stocks._id, ids)).orderBy(asc(stocks._id)).for('update');
  return new Map(rows.map((row) => [row._id, row]));
}

function assertWholeUnits(units: number, what: string) {
  if (!Number.isInteger(units) || units <= 0) throw new Error(`${what}: units must be a positive whole number, not ${units}`);
}

/** A lot's columns as `stockUnits` selects them, for the statements below that write a lot and answer it. */
const LOT_COLUMNS = sql.raw(
  `id as "_id", stock_id as "stockId", location_id as "locationId", lot_number as "lotNumber", expiry::text as expiry,
   units, reserved_units as "reservedUnits", created_at as "createdAt", updated_at as "updatedAt"`,
);
type Lot = typeof stockUnits.$inferSelect;

/**
 * The statement that moves units: `lot` (a CTE answering the changed lot's id and stock) has already
 * changed the lot; the stock's on-hand units follow and the ledger row is written, in one round trip.
 */
const recorded = (lot: SQL, delta: number, cause: Cause, answer: SQL, heldDelta = 0) => sql`
  with lot as (${lot}),
  stock as (
    update stocks set on_hand_units = on_hand_units + ${delta}::int, held_units = held_units + ${heldDelta}::int, updated_at = now()
    where id = (select stock_id from lot)
  ),
  entry as (
    insert into stock_ledger (stock_unit_id, stock_id, delta, reason, source_id, actor_id)
    select id, stock_id, ${delta}::int, ${cause.reason}::ledger_reason, ${cause.sourceId ?? null}::uuid, ${cause.actorId ?? null}::uuid from lot
  )
  select ${answer} from lot`;

/** Units of a lot enter a stock at a location: a new lot, or more of a lot it already holds (same location, number and expiry). */
export async function receiveLot(tx: Executor, lot: { stockId: string; locationId: string; lotNumber: string; expiry: string; units: number }, cause: Cause) {
  assertWholeUnits(lot.units, 'receiveLot');
  if (!(await lockStocks(tx, [lot.stockId])).has(lot.stockId)) throw notFound('api.notFound.record', { name: 'stock' });
  const [unit] = await queryRows<Lot>(
    tx,
    recorded(
      sql`insert into stock_units (stock_id, location_id, lot_number, expiry, units)
          values (${lot.stockId}::uuid, ${lot.locationId}::uuid, ${lot.lotNumber}, ${lot.expiry}::date, ${lot.units}::int)
          on conflict (stock_id, location_id, lot_number, expiry) do update set units = stock_units.units + excluded.units, updated_at = now()
          returning *`,
      lot.units,
      cause,
      LOT_COLUMNS,
    ),
  );
  await refreshLotRisks(tx, lot.stockId);
  return unit!;
}

/**
 * The stock's lots at risk follow its units in the same transaction (migration 0019's
 * `refresh_lot_risks`, as of the figures' day), so the expiry-risk lists never show units that left.
 */
async function refreshLotRisks(tx: Executor, stockId: string) {
  await tx.execute(sql`select refresh_lot_risks(array[${stockId}::uuid])`);
}

/**
 * Locks the stock of a lot, as every writer of units does before touching its lots (a lot never
 * changes stock, so its stock can be read unlocked first). A 404 when the lot does not exist.
 */
async function lockStockOf(tx: Executor, stockUnitId: string) {
  const [stock] = await queryRows<{ id: string }>(
    tx,
    sql`select id from stocks where id = (select stock_id from stock_units where id = ${stockUnitId}::uuid) for update`,
  );
  if (!stock) throw notFound('api.notFound.record', { name: 'lot' });
  return stock.id;
}

/** The lot as it is now (under its stock's lock), for the message of a change it refused. */
async function lotNow(tx: Executor, stockUnitId: string) {
  const [unit] = await tx.select().from(stockUnits).where(eq(stockUnits._id, stockUnitId));
  return unit!;
}

/**
 * Takes units out of a lot, under its stock's lock; the lot's row is changed only if it still has
 * that many available, else a 409 naming the lot. `fromHold` takes units a pending transfer held (its approval).
 */
export async function withdrawUnits(tx: Executor, stockUnitId: string, units: number, cause: Cause, { fromHold = false } = {}) {
  assertWholeUnits(units, 'withdrawUnits');
  const stockId = await lockStockOf(tx, stockUnitId);
  const [taken] = await queryRows<{ id: string }>(
    tx,
    recorded(
      fromHold
        ? sql`update stock_units set units = units - ${units}::int, reserved_units = reserved_units - ${units}::int, updated_at = now()
              where id = ${stockUnitId}::uuid and reserved_units >= ${units}::int returning id, stock_id`
        : sql`update stock_units set units = units - ${units}::int, updated_at = now()
              where id = ${stockUnitId}::uuid and units - reserved_units >= ${units}::int returning id, stock_id`,
      -units,
      cause,
      sql`id`,
      fromHold ? -units : 0,
    ),
  );
  if (taken) return refreshLotRisks(tx, stockId);
  const unit = await lotNow(tx, stockUnitId);
  const available = fromHold ? unit.reservedUnits : unit.units - unit.reservedUnits;
  throw new AppError('ledger.tooFewUnits', 'api.ledger.tooFewToTake', {
    lot: unit.lotNumber,
    available: String(available),
    onHold: fromHold ? 'yes' : 'no',
    reserved: fromHold ? 0 : unit.reservedUnits,
    units: String(units),
  });
}

/** Holds units of a lot for a pending transfer: they stay in the stock but are not available. A 409 when too few are available. */
export async function holdUnits(tx: Executor, stockUnitId: string, units: number) {
  assertWholeUnits(units, 'holdUnits');
  const stockId = await lockStockOf(tx, stockUnitId);
  const [held] = await queryRows<{ id: string }>(
    tx,
    sql`with lot as (
          update stock_units set reserved_units = reserved_units + ${units}::int, updated_at = now()
          where id = ${stockUnitId}::uuid and units - reserved_units >= ${units}::int returning id, stock_id
        ),
        stock as (update stocks set held_units = held_units + ${units}::int where id = (select stock_id from lot))
        select id from lot`,
  );
  if (held) return refreshLotRisks(tx, stockId);
  const unit = await lotNow(tx, stockUnitId);
  throw new AppError('ledger.tooFewUnits', 'api.ledger.tooFewToTransfer', {
    lot: unit.lotNumber,
    available: String(unit.units - unit.reservedUnits),
    reserved: unit.reservedUnits,
    units: String(units),
  });
}

/** Releases units a denied transfer held. */
export async function releaseUnits(tx: Executor, stockUnitId: string, units: number) {
  assertWholeUnits(units, 'releaseUnits');
  const stockId = await lockStockOf(tx, stockUnitId);
  await tx.execute(
    sql`with lot as (
          update stock_units set reserved_units = reserved_units - ${units}::int, updated_at = now() where id = ${stockUnitId}::uuid returning stock_id
        )
        update stocks set held_units = held_units - ${units}::int where id = (select stock_id from lot)`,
  );
  await refreshLotRisks(tx, stockId);
}

export interface LedgerDiscrepancies {
  /** Lots whose units differ from the sum of their ledger rows (or are negative). */
  lots: { id: string; stockId: string; lotNumber: string; units: number; ledger: number }[];
  /** Stocks whose on-hand units differ from the sum of their lots. */
  stocks: { id: string; onHand: number; lots: number }[];
  /** Ledger rows that name a stock other than their lot's. */
  misfiled: { id: number; stockUnitId: string }[];
  /** Lots whose held units differ from what their pending transfers hold. */
  holds: { id: string; lotNumber: string; reserved: number; pending: number }[];
  /** Products at locations whose Total Stock row (kept by triggers, migration 0007) differs from their lots. */
  totals: { productId: string; locationId: string; units: number; lots: number; keptUnits: number | null; keptLots: number | null }[];
  /**
   * Dashboard figures kept by triggers (migration 0009: `order_months`, `status_totals`) that
   * differ from a fresh count of the records: which table, which figure,
   * the count and what is kept. Also each transfer's distributors and supplier as kept for its
   * lists (migration 0012), against its lots' locations and its product (1 where a pair exists);
   * each stock's units ordered per month and its held units (migration 0019); each product's
   * supply-risk figures (`product_supply`, migration 0020: `<product> units`, `... usage x 100`...);
   * the redistribution lists' totals (`redistribution_totals`, migration 0023).
   */
  figures: { kept: string; key: string; counted: number; keptValue: number }[];
}

/** Reconciles every count with the ledger: empty lists when the books balance (`npm run ledger:check`, and after every API test file). */
export async function reconcile(db: Executor): Promise<LedgerDiscrepancies> {
  const [lots, stockRows, misfiled, holds, totals, figures] = await Promise.all([
    queryRows<LedgerDiscrepancies['lots'][number]>(
      db,
      sql`select u.id, u.stock_id as "stockId", u.lot_number as "lotNumber", u.units, coalesce(sum(l.delta), 0)::int as ledger
          from stock_units u left join stock_ledger l on l.stock_unit_id = u.id
          group by u.id having u.units <> coalesce(sum(l.delta), 0) or u.units < 0
          order by u.id`,
    ),
    queryRows<LedgerDiscrepancies['stocks'][number]>(
      db,
      sql`select s.id, s.on_hand_units as "onHand", coalesce(sum(u.units), 0)::int as lots
          from stocks s left join stock_units u on u.stock_id = s.id
          group by s.id having s.on_hand_units <> coalesce(sum(u.units), 0)
          order by s.id`,
    ),
    queryRows<LedgerDiscrepancies['misfiled'][number]>(
      db,
      sql`select l.id::int as id, l.stock_unit_id as "stockUnitId" from stock_ledger l join stock_units u on u.id = l.stock_unit_id
          where l.stock_id <> u.stock_id order by l.id`,
    ),
    queryRows<LedgerDiscrepancies['holds'][number]>(
      db,
      sql`select u.id, u.lot_number as "lotNumber", u.reserved_units as reserved, coalesce(p.units, 0)::int as pending
          from stock_units u
          left join (select tu.stock_unit_id, sum(tu.units) as units from transfer_units tu join transfers t on t.id = tu.transfer_id
                     where t.status = 'PENDING' group by tu.stock_unit_id) p on p.stock_unit_id = u.id
          where u.reserved_units <> coalesce(p.units, 0) order by u.id`,
    ),
    queryRows<LedgerDiscrepancies['totals'][number]>(
      db,
      sql`select coalesce(a.product_id, t.product_id) as "productId", coalesce(a.location_id, t.location_id) as "locationId",
                 coalesce(a.units, 0)::int as units, coalesce(a.lots, 0)::int as lots, t.units as "keptUnits", t.lots as "keptLots"
          from (select s.product_id, u.location_id, sum(u.units) as units, count(*) as lots
                from stock_units u join stocks s on s.id = u.stock_id where u.units > 0 group by s.product_id, u.location_id) a
          full join stock_totals t on t.product_id = a.product_id and t.location_id = a.location_id
          where a.units is distinct from t.units or a.lots is distinct from t.lots
          order by 1, 2`,
    ),
    queryRows<LedgerDiscrepancies['figures'][number]>(
      db,
      sql`with counted (kept, key, n) as (
            select 'order_months', w.owner_id || ' ' || to_char(date_trunc('month', o.order_date at time zone 'UTC'), 'YYYY-MM'), count(*)
              from orders o cross join lateral (values (${PROGRAMME_OWNER}::uuid), (o.member_id), (o.supplier_id), (o.distributor_id)) w (owner_id)
              where w.owner_id is not null group by 2
            union all
            select 'status_totals', 'users ' || u.type || case when u.is_active then ':active' else ':inactive' end, count(*) from users u group by 2
            union all
            select 'status_totals', 'products ' || case when p.is_approved then 'approved' else 'unapproved' end, count(*) from products p group by 2
            union all
            select 'status_totals', 'locations ' || status, count(*) from locations group by 2
            union all
            select 'status_totals', 'stock_requests ' || status, count(*) from stock_requests group by 2
            union all
            select 'status_totals', 'supply_chains ' || status, count(*) from supply_chains group by 2
            union all
            select distinct 'transfer_distributors', tu.transfer_id || ' ' || l.distributor_id, 1
              from transfer_units tu join stock_units u on u.id = tu.stock_unit_id join locations l on l.id = u.location_id
              where l.distributor_id is not null
            union all
            select 'transfer_suppliers', t.id || ' ' || p.supplier_id, 1 from transfers t join stocks s on s.id = t.stock_id join products p on p.id = s.product_id
            union all
            select 'stock_usage_months', stock_id || ' ' || to_char(date_trunc('month', order_date at time zone 'UTC'), 'YYYY-MM'), sum(units)
              from orders where type = 'STANDARD' group by 2
            union all
            select 'held_units', stock_id::text, sum(reserved_units) from stock_units group by 2 having sum(reserved_units) <> 0
            union all
            select 'lot_risk_values', r.stock_unit_id::text, round(r.units_at_risk * p.price * 100) from lot_risks r join products p on p.id = r.product_id
            union all
            select 'lot_risk_months', o.owner_id || ' ' || to_char(r.expiry, 'YYYY-MM') || ' ' || f.figure,
                   sum(case f.figure when 'lots' then 1 when 'units' then r.units_at_risk else round(r.value_at_risk * 100) end)
              from lot_risks r
              cross join lateral (values (${PROGRAMME_OWNER}::uuid), (r.member_id), (r.supplier_id), (r.distributor_id)) o (owner_id)
              cross join (values ('lots'), ('units'), ('cents')) f (figure)
              where o.owner_id is not null group by 2
            union all
            select 'redistribution_totals', o.owner_id || ' ' || f.figure, sum(case f.figure when 'suggestions' then 1 else round(r.value_saved * 100) end)
              from redistribution_suggestions r
              cross join lateral (values (${PROGRAMME_OWNER}::uuid), (r.from_member_id)) o (owner_id)
              cross join (values ('suggestions'), ('cents')) f (figure)
              group by 2
            union all
            select 'product_supply', id || ' row', 1 from products
            union all
            select 'product_supply', s.product_id || ' ' || f.name, f.n
              from (select product_id, sum(on_hand_units) as units, sum(held_units) as held, sum(coalesce(average_monthly_usage, 0)) * 100 as usage
                    from stocks group by 1) s
              cross join lateral (values ('units', s.units), ('held_units', s.held), ('usage x 100', s.usage)) f (name, n) where f.n <> 0
            union all
            select 'product_supply', h.product_id || ' ' || f.name, f.n
              from (select s.product_id, count(distinct l.id) as locations, count(distinct l.distributor_id) as distributors,
                           count(distinct l.id) filter (where l.distributor_id is null) as supplier_locations
                    from stock_units u join stocks s on s.id = u.stock_id join locations l on l.id = u.location_id and l.status = 'APPROVED'
                    where u.units > 0 group by 1) h
              cross join lateral (values ('locations', h.locations), ('distributors', h.distributors), ('supplier_locations', h.supplier_locations)) f (name, n)
              where f.n <> 0
            union all
            select 'product_supply', c.product_id || ' ' || lower(i.flag::text) || '_flags', count(*)
              from supply_chain_items i join supply_chains c on c.id = i.supply_chain_id where i.flag in ('RED', 'YELLOW') group by 2
          ), kept (kept, key, n) as (
            select 'order_months', owner_id || ' ' || to_char(month, 'YYYY-MM'), sum(n) from order_months group by 2 having sum(n) <> 0
            union all
            select 'status_totals', name || ' ' || status, sum(n) from status_totals group by 2 having sum(n) <> 0
            union all
            select 'transfer_distributors', transfer_id || ' ' || distributor_id, 1 from transfer_distributors
            union all
            select 'transfer_suppliers', id || ' ' || supplier_id, 1 from transfers
            union all
            select 'stock_usage_months', stock_id || ' ' || to_char(month, 'YYYY-MM'), units from stock_usage_months
            union all
            select 'held_units', id::text, held_units from stocks where held_units <> 0
            union all
            select 'lot_risk_values', stock_unit_id::text, round(value_at_risk * 100) from lot_risks
            union all
            select 'lot_risk_months', owner_id || ' ' || to_char(month, 'YYYY-MM') || ' ' || f.figure,
                   sum(case f.figure when 'lots' then lots when 'units' then units else round(value * 100) end)
              from lot_risk_months cross join (values ('lots'), ('units'), ('cents')) f (figure)
              group by 2 having sum(lots) <> 0 or sum(units) <> 0 or sum(value) <> 0
            union all
            select 'redistribution_totals', owner_id || ' ' || f.figure, case f.figure when 'suggestions' then suggestions else round(value_saved * 100) end
              from redistribution_totals cross join (values ('suggestions'), ('cents')) f (figure)
              where suggestions <> 0 or value_saved <> 0
            union all
            select 'product_supply', product_id || ' row', 1 from product_supply
            union all
            select 'product_supply', p.product_id || ' ' || f.name, f.n
              from product_supply p
              cross join lateral (values ('units', p.units::numeric), ('held_units', p.held_units), ('usage x 100', p.usage * 100), ('locations', p.locations),
                                         ('distributors', p.distributors), ('supplier_locations', p.supplier_locations), ('red_flags', p.red_flags),
                                         ('yellow_flags', p.yellow_flags)) f (name, n)
              where f.n <> 0
          )
          select coalesce(c.kept, k.kept) as kept, coalesce(c.key, k.key) as key, coalesce(c.n, 0)::int as counted, coalesce(k.n, 0)::int as "keptValue"
          from counted c full join kept k on k.kept = c.kept and k.key = c.key
          where c.n is distinct from k.n
          order by 1, 2`,
    ),
  ]);
  return { lots, stocks: stockRows, misfiled, holds, totals, figures };
}

export const balances = (d: LedgerDiscrepancies) =>
  d.lots.length === 0 && d.stocks.length === 0 && d.misfiled.length === 0 && d.holds.length === 0 && d.totals.length === 0 && d.figures.length === 0;
