/**
 * The only way units change, and the only code that writes `stock_units` (their units and the units
 * held for pending transfers and replacements), `stock_ledger` and `stocks.on_hand_units` and `held_units`. Every change happens in
 * the caller's transaction under the stock's row lock (stocks first, in id order, then their lots):
 * one statement changes the lot only if it still has the units, and writes the stock's on-hand units
 * and one append-only ledger row with it. So a lot's units equal the sum of its ledger and a stock's
 * on-hand units the sum of its lots. The database refuses negative counts and any change to a
 * written ledger row.
 */
import type { LedgerReason } from '@rds/contract';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { figures } from '../../db/definitions/index.js';
import { stocks, stockUnits } from '../../db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';
import { replacementWorkflow } from '../replacements/workflow.js';

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
   units, reserved_units as "reservedUnits", recall_id as "recallId", created_at as "createdAt", updated_at as "updatedAt"`,
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
    returning id
  )
  select ${answer}, (select id from entry)::text as "ledgerId" from lot`;

/** Units of a lot enter a stock at a location: a new lot, or more of a lot it already holds (same location, number and expiry). */
export async function receiveLot(
  tx: Executor,
  lot: { stockId: string; locationId: string; lotNumber: string; expiry: string; units: number },
  cause: Cause,
): Promise<Lot & { ledgerId: string }> {
  assertWholeUnits(lot.units, 'receiveLot');
  if (!(await lockStocks(tx, [lot.stockId])).has(lot.stockId)) throw notFound('api.notFound.record', { name: 'stock' });
  // The activation locks every stock of the product too, so this reads the recalls as they stand.
  const [recall] = await queryRows<{ id: string; number: number }>(
    tx,
    sql`select r.id, r.recall_number as number from recalls r
        where r.status = 'ACTIVE' and r.product_id = (select product_id from stocks where id = ${lot.stockId}::uuid)
          and (r.lot_numbers is null or ${lot.lotNumber} = any(r.lot_numbers))
        limit 1`,
  );
  // A lot of the recall found on the shelf is received frozen and joins the trace; any other receipt is refused.
  if (recall && cause.reason !== 'FOUND') throw new AppError('recall.frozen', 'api.ledger.frozen', { lot: lot.lotNumber, number: recall.number });
  const [unit] = await queryRows<Lot & { ledgerId: string }>(
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
  if (recall) await freezeFound(tx, recall.id, unit!._id, lot.units);
  await refreshLotRisks(tx, lot.stockId);
  return { ...unit!, recallId: recall?.id ?? null };
}

/**
 * Refuses new lots (a proposal, an assignment) of a stock's product whose numbers an active recall
 * names, before anything is invoiced: a 409 naming the recall and the lot. `receiveLot` refuses
 * them again when they arrive.
 */
export async function refuseRecalledLots(tx: Executor, stockId: string, lotNumbers: string[]) {
  if (lotNumbers.length === 0) return;
  const [hit] = await queryRows<{ number: number; lot: string }>(
    tx,
    sql`select r.recall_number as number, lot from recalls r, unnest(${sql.param(lotNumbers)}::text[]) as lot
        where r.status = 'ACTIVE' and r.product_id = (select product_id from stocks where id = ${stockId}::uuid)
          and (r.lot_numbers is null or lot = any(r.lot_numbers))
        limit 1`,
  );
  if (hit) throw new AppError('recall.frozen', 'api.ledger.frozen', { lot: hit.lot, number: hit.number });
}

/**
 * Units of a recalled lot found after the activation: the lot is frozen, the units join the trace
 * as located, and the holding member's task opens again if it was done.
 */
async function freezeFound(tx: Executor, recallId: string, stockUnitId: string, units: number) {
  await tx.execute(sql`
    with lot as (
      update stock_units set recall_id = ${recallId}::uuid where id = ${stockUnitId}::uuid
      returning id, stock_id, location_id, (select member_id from stocks where id = stock_id) as member_id
    ),
    traced as (
      insert into recall_lots (recall_id, stock_unit_id, stock_id, member_id, location_id, located_units)
      select ${recallId}::uuid, id, stock_id, member_id, location_id, ${units}::int from lot
      on conflict (recall_id, stock_unit_id) do update set located_units = recall_lots.located_units + excluded.located_units
    )
    insert into recall_tasks (recall_id, member_id) select ${recallId}::uuid, member_id from lot
    on conflict (recall_id, member_id) do update set status = 'OPEN', done_at = null, version = recall_tasks.version + 1, updated_at = now()
      where recall_tasks.status = 'DONE'`);
}

/**
 * The stock's lots at risk follow its units in the same transaction (`refresh_lot_risks`,
 * db/definitions/lot-risks.ts, as of the figures' day), so the expiry-risk lists never show units that left.
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
 * A lot an active recall froze moves only by adjustment (its disposition): a 409 naming the recall
 * and the lot. Read from the lot under its stock's lock, so an activation either committed before
 * (the lot is frozen) or waits for this transaction (the units moved are in its trace).
 */
async function refuseFrozen(tx: Executor, unit: { lotNumber: string; recallId: string | null }) {
  if (!unit.recallId) return;
  const [recall] = await queryRows<{ number: number }>(tx, sql`select recall_number as number from recalls where id = ${unit.recallId}::uuid`);
  throw new AppError('recall.frozen', 'api.ledger.frozen', { lot: unit.lotNumber, number: recall?.number ?? '' });
}

/**
 * Activates a recall's freeze: locks every stock of the product (in id order, as every writer of
 * units, so an order holding one finishes first and an order after sees the frozen lot), freezes
 * the matching lots that hold units (or units held for a transfer or replacement), and writes the
 * trace (each lot's units as located) and one task per holding member.
 */
export async function freezeLots(tx: Executor, recall: { _id: string; productId: string; lotNumbers: string[] | null }) {
  const stockIds = await queryRows<{ id: string }>(tx, sql`select id from stocks where product_id = ${recall.productId}::uuid`);
  await lockStocks(
    tx,
    stockIds.map((s) => s.id),
  );
  await tx.execute(sql`
    with frozen as (
      update stock_units u set recall_id = ${recall._id}::uuid, updated_at = now()
      where u.stock_id in (select id from stocks where product_id = ${recall.productId}::uuid)
        ${recall.lotNumbers ? sql`and u.lot_number = any(${sql.param(recall.lotNumbers)}::text[])` : sql``}
        and (u.units > 0 or u.reserved_units > 0) and u.recall_id is null
      returning u.id, u.stock_id, u.location_id, u.units
    ),
    traced as (
      insert into recall_lots (recall_id, stock_unit_id, stock_id, member_id, location_id, located_units)
      select ${recall._id}::uuid, f.id, f.stock_id, s.member_id, f.location_id, f.units from frozen f join stocks s on s.id = f.stock_id
      returning member_id
    )
    insert into recall_tasks (recall_id, member_id) select distinct ${recall._id}::uuid, member_id from traced`);
}

/** Unfreezes a recall's lots (its close or revert), under their stocks' locks. */
export async function unfreezeLots(tx: Executor, recallId: string) {
  const stockIds = await queryRows<{ id: string }>(tx, sql`select distinct stock_id as id from recall_lots where recall_id = ${recallId}::uuid`);
  await lockStocks(
    tx,
    stockIds.map((s) => s.id),
  );
  await tx.execute(sql`update stock_units set recall_id = null, updated_at = now() where recall_id = ${recallId}::uuid`);
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
              where id = ${stockUnitId}::uuid and reserved_units >= ${units}::int and recall_id is null returning id, stock_id`
        : sql`update stock_units set units = units - ${units}::int, updated_at = now()
              where id = ${stockUnitId}::uuid and units - reserved_units >= ${units}::int and recall_id is null returning id, stock_id`,
      -units,
      cause,
      sql`id`,
      fromHold ? -units : 0,
    ),
  );
  if (taken) return refreshLotRisks(tx, stockId);
  const unit = await lotNow(tx, stockUnitId);
  await refuseFrozen(tx, unit);
  const available = fromHold ? unit.reservedUnits : unit.units - unit.reservedUnits;
  throw new AppError('ledger.tooFewUnits', 'api.ledger.tooFewToTake', {
    lot: unit.lotNumber,
    available: String(available),
    onHold: fromHold ? 'yes' : 'no',
    reserved: fromHold ? 0 : unit.reservedUnits,
    units: String(units),
  });
}

/**
 * Changes a lot's units by hand or by a count (`delta` signed, non-zero; the reason an adjustment
 * reason), under its stock's lock: the lot may not go below zero nor below the units held on it for
 * pending transfers and open replacements, else a 409 naming the lot and what holds it. Answers the
 * ledger row written, which the adjustment's own row names.
 */
export async function adjustUnits(tx: Executor, stockUnitId: string, delta: number, cause: Cause) {
  if (!Number.isInteger(delta) || delta === 0) throw new Error(`adjustUnits: units must be a non-zero whole number, not ${delta}`);
  const stockId = await lockStockOf(tx, stockUnitId);
  const [changed] = await queryRows<{ id: string; stockId: string; recallId: string | null; ledgerId: string }>(
    tx,
    recorded(
      sql`update stock_units set units = units + ${delta}::int, updated_at = now()
          where id = ${stockUnitId}::uuid and units + ${delta}::int >= reserved_units returning id, stock_id, recall_id`,
      delta,
      cause,
      sql`id, stock_id as "stockId", recall_id as "recallId"`,
    ),
  );
  if (changed) {
    if (changed.recallId) await traceChange(tx, changed.recallId, stockUnitId, delta, cause.reason);
    await refreshLotRisks(tx, stockId);
    return { ledgerId: Number(changed.ledgerId), stockId, recallId: changed.recallId };
  }
  const unit = await lotNow(tx, stockUnitId);
  const [holds] = await queryRows<{ transfers: number; replacements: number }>(
    tx,
    sql`select (select count(distinct t.id)::int from transfer_units tu join transfers t on t.id = tu.transfer_id
                where tu.stock_unit_id = ${stockUnitId}::uuid and t.status = 'PENDING') as transfers,
               (select count(distinct r.id)::int from stock_replacement_units ru join stock_replacements r on r.id = ru.replacement_id
                where ru.stock_unit_id = ${stockUnitId}::uuid
                  and r.status in (${sql.raw(replacementWorkflow.openStatuses.map((status) => `'${status}'`).join(', '))})) as replacements`,
  );
  throw new AppError('ledger.belowHeld', unit.reservedUnits > 0 ? 'api.ledger.belowHeld' : 'api.ledger.belowZero', {
    lot: unit.lotNumber,
    units: String(unit.units),
    reserved: String(unit.reservedUnits),
    change: String(delta),
    left: String(unit.units + delta),
    transfers: holds?.transfers ?? 0,
    replacements: holds?.replacements ?? 0,
  });
}

/**
 * A frozen lot's change joins its trace, so that its units stay located minus accounted: units
 * added (found, a count's correction) are located; units out are returned, destroyed (a recall's
 * destruction or any write-off) or lost (lost, stolen).
 */
async function traceChange(tx: Executor, recallId: string, stockUnitId: string, delta: number, reason: LedgerReason) {
  const column =
    delta > 0 ? 'located_units' : reason === 'RECALL_RETURNED' ? 'returned_units' : reason === 'LOST' || reason === 'STOLEN' ? 'lost_units' : 'destroyed_units';
  await tx.execute(
    sql`update recall_lots set ${sql.raw(column)} = ${sql.raw(column)} + ${Math.abs(delta)}::int
        where recall_id = ${recallId}::uuid and stock_unit_id = ${stockUnitId}::uuid`,
  );
}

/**
 * Holds units of a lot for a pending transfer or an open replacement: they stay in the stock but are
 * not available. A 409 when too few are available, or when the lot is frozen, except for a hold
 * named by the recall that froze it (`forRecall`: its replacement, whose units then leave as the
 * recall's disposition).
 */
export async function holdUnits(tx: Executor, stockUnitId: string, units: number, { forRecall }: { forRecall?: string } = {}) {
  assertWholeUnits(units, 'holdUnits');
  const stockId = await lockStockOf(tx, stockUnitId);
  const [held] = await queryRows<{ id: string }>(
    tx,
    sql`with lot as (
          update stock_units set reserved_units = reserved_units + ${units}::int, updated_at = now()
          where id = ${stockUnitId}::uuid and units - reserved_units >= ${units}::int
            and ${forRecall ? sql`recall_id = ${forRecall}::uuid` : sql`recall_id is null`} returning id, stock_id
        ),
        stock as (update stocks set held_units = held_units + ${units}::int where id = (select stock_id from lot))
        select id from lot`,
  );
  if (held) return refreshLotRisks(tx, stockId);
  const unit = await lotNow(tx, stockUnitId);
  if (unit.recallId !== forRecall) await refuseFrozen(tx, unit);
  throw new AppError('ledger.tooFewUnits', 'api.ledger.tooFewToTransfer', {
    lot: unit.lotNumber,
    available: String(unit.units - unit.reservedUnits),
    reserved: unit.reservedUnits,
    units: String(units),
  });
}

/** Releases units a denied transfer or replacement held. */
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
  /** Lots whose held units differ from what their pending transfers and open replacements hold. */
  holds: { id: string; lotNumber: string; reserved: number; pending: number }[];
  /** Products at locations whose Total Stock row (db/definitions/stock-totals.ts) differs from their lots. */
  totals: {
    productId: string;
    locationId: string;
    units: number;
    lots: number;
    keptUnits: number | null;
    keptLots: number | null;
    /** Of the units, those of lots an active recall froze, counted and kept. */
    recalledUnits: number;
    keptRecalledUnits: number | null;
  }[];
  /**
   * Kept figures that differ from a fresh count of the records, as each figure's check in
   * db/definitions answers them (which figure, which key, the count and what is kept), and each
   * stock's held units against its lots' (`held_units`, the ledger's own).
   */
  figures: { kept: string; key: string; counted: number; keptValue: number }[];
}

/**
 * Reconciles every count with the ledger, and every kept figure with the records (each figure's
 * `check`, db/definitions): empty lists when the books balance (`npm run ledger:check`, and after
 * every API test file).
 */
export async function reconcile(db: Executor): Promise<LedgerDiscrepancies> {
  const [lots, stockRows, misfiled, holds, heldUnits, checked] = await Promise.all([
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
          left join (select h.stock_unit_id, sum(h.units) as units
                     from (select tu.stock_unit_id, tu.units from transfer_units tu join transfers t on t.id = tu.transfer_id
                           where t.status = 'PENDING'
                           union all
                           select ru.stock_unit_id, ru.units from stock_replacement_units ru join stock_replacements r on r.id = ru.replacement_id
                           where r.status in (${sql.raw(replacementWorkflow.openStatuses.map((status) => `'${status}'`).join(', '))})) h
                     group by h.stock_unit_id) p on p.stock_unit_id = u.id
          where u.reserved_units <> coalesce(p.units, 0) order by u.id`,
    ),
    queryRows<LedgerDiscrepancies['figures'][number]>(
      db,
      sql`select 'held_units' as kept, s.id::text as key, coalesce(h.held, 0)::int as counted, s.held_units as "keptValue"
          from stocks s left join (select stock_id, sum(reserved_units) as held from stock_units group by 1) h on h.stock_id = s.id
          where s.held_units <> coalesce(h.held, 0)
          union all
          -- A lot an active recall froze keeps its units equal to those located on it less those accounted for.
          select 'recall_lots', rl.recall_id::text || '/' || rl.stock_unit_id::text, u.units,
                 rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units
          from recall_lots rl join recalls r on r.id = rl.recall_id and r.status = 'ACTIVE' join stock_units u on u.id = rl.stock_unit_id
          where u.units <> rl.located_units - rl.returned_units - rl.destroyed_units - rl.lost_units or u.recall_id is distinct from rl.recall_id`,
    ),
    Promise.all(
      figures.map((figure) => queryRows<Record<string, unknown>>(db, sql.raw('totals' in figure.check ? figure.check.totals : figure.check.figures))),
    ),
  ]);
  // Each figure's check (db/definitions) answers the rows of its shape: Total Stock's pairs, or figures.
  const totals = figures.flatMap((figure, i) => ('totals' in figure.check ? (checked[i] as LedgerDiscrepancies['totals']) : []));
  const differing = figures.flatMap((figure, i) => ('figures' in figure.check ? (checked[i] as LedgerDiscrepancies['figures']) : []));
  const byKeptAndKey = (a: { kept: string; key: string }, b: { kept: string; key: string }) =>
    a.kept === b.kept ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.kept < b.kept ? -1 : 1;
  return { lots, stocks: stockRows, misfiled, holds, totals, figures: [...heldUnits, ...differing].sort(byKeptAndKey) };
}

export const balances = (d: LedgerDiscrepancies) =>
  d.lots.length === 0 && d.stocks.length === 0 && d.misfiled.length === 0 && d.holds.length === 0 && d.totals.length === 0 && d.figures.length === 0;
