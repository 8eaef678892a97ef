import { allocateFirstExpiry, DAYS_PER_MONTH, normalizeGtin, type FigureBasis, type ListQuery, type LotRecall, type StockAggregate } from '@rds/contract';
import type { Database, Executor } from '../../db/client.js';
import { cursorBatches } from '../../db/cursor.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { viewerOf } from '../../platform/policy.js';
import { recordAudit } from '../audit/service.js';
import type { FiguresService } from '../figures/service.js';
import { stockPolicy } from './policy.js';
import { presentProductBrief, presentStock } from './presenter.js';
import * as repo from './repository.js';

type StockQuery = Omit<repo.StockListQuery, 'leadTimeDays'>;

/** Total Stock: a supplier's own products, every supplier's for the administrator. */
const aggregateScope = (auth: AuthContext) => (auth.user.type === 'supplier' ? auth.user._id : undefined);

function presentAggregate(row: repo.AggregateRow): StockAggregate {
  const product = presentProductBrief(row.product);
  return {
    Product: product,
    Location: row.location,
    product,
    location: row.location,
    totalUnits: row.totalUnits,
    recalledUnits: row.recalledUnits,
    stockUnits: row.lots,
  };
}

/**
 * `figures`: the settings (LEAD_TIME_DAYS, under which a stock's days of cover put it at risk;
 * USAGE_WINDOW_MONTHS) and the state of the last refresh (decision 020).
 */
export function createStockService(db: Database, figures: Pick<FiguresService, 'settings' | 'state'>) {
  const { leadTimeDays } = figures.settings;
  /** Stocks as `auth`'s user reads them, abilities included. */
  async function present(auth: AuthContext, rows: repo.StockRow[], tx: Executor = db) {
    const ids = rows.map((r) => r.stock._id);
    const [units, open] = await Promise.all([repo.unitsOf(tx, ids), repo.openRequestsOf(tx, ids)]);
    const viewer = viewerOf(auth);
    return rows.map((row) =>
      presentStock(
        row,
        units,
        open.find((r) => r.stockId === row.stock._id),
        leadTimeDays,
        viewer,
      ),
    );
  }

  async function get(auth: AuthContext, id: string, tx: Executor = db) {
    const row = await repo.findStock(tx, id, repo.visibleTo(auth.user));
    if (!row) throw notFound('api.notFound.record', { name: 'stock' });
    return (await present(auth, [row], tx))[0]!;
  }

  return {
    get,

    /**
     * First expiry, first out: `units` from the member's own lots, earliest expiry first, skipping
     * recalled and expired lots and units held for transfers (what an order may take). A suggestion: the order
     * or transfer made from it checks the lots again.
     */
    async allocate(auth: AuthContext, id: string, units: number) {
      const row = await repo.findStock(db, id, repo.visibleTo(auth.user));
      if (!row) throw notFound('api.notFound.record', { name: 'stock' });
      const lots = await repo.unitsOf(db, [id]);
      return allocateFirstExpiry(
        lots.map(({ unit }) => ({
          _id: unit._id,
          lotNumber: unit.lotNumber,
          expiry: unit.expiry,
          availableUnits: unit.units - unit.reservedUnits,
          recalled: unit.recallId !== null,
        })),
        units,
      );
    },

    /**
     * The active recall naming a lot of the product with this GTIN (any lot, when the recall names
     * none): a scan asks before it fills the lot in. A recall is public to every portal, as its notice is.
     */
    async lotRecall(gtin: string, lotNumber: string): Promise<LotRecall> {
      const product = normalizeGtin(gtin);
      return { recall: product ? await repo.activeRecallOfLot(db, product, lotNumber) : null };
    },

    async list(auth: AuthContext, query: StockQuery) {
      const { rows, total } = await repo.listStocks(db, auth.user, { ...query, leadTimeDays });
      return { stocks: await present(auth, rows), total };
    },

    /** Total Stock: product-by-location rows of the supplier's products (every supplier's for the administrator). */
    async aggregate(auth: AuthContext, query: ListQuery) {
      const { rows, total } = await repo.aggregateByProductAndLocation(db, aggregateScope(auth), query);
      return { stocks: rows.map(presentAggregate), total };
    },

    /** Every row of Total Stock, as the list shows them (same scope, search and sort), a batch at a time. */
    exportAggregate: (auth: AuthContext, query: Pick<ListQuery, 'search' | 'sort'>) =>
      cursorBatches(db, () => repo.aggregateRows(aggregateScope(auth), query), {
        present: (_, rows: repo.AggregateRow[]) => rows.map(presentAggregate),
      }),

    /** Every stock of the list (the Reserve Drug Supply, Assigned Stock, Member Stock), as the list shows them, a batch at a time. */
    exportRows: (auth: AuthContext, query: Omit<StockQuery, 'limit' | 'skip'>) =>
      cursorBatches(db, (tx) => repo.stocksQuery(tx, auth.user, { ...query, leadTimeDays }).rows, { present: (tx, rows) => present(auth, rows, tx) }),

    /** What the figures are computed from: the window the kept averages cover (the setting's before the first refresh), the lead time, the day. */
    async figureBasis(): Promise<FigureBasis> {
      const state = await figures.state();
      return {
        usageWindowMonths: state?.months ?? figures.settings.usageWindowMonths,
        leadTimeDays,
        daysPerMonth: DAYS_PER_MONTH,
        asOf: state?.day ?? null,
      };
    },

    /** The member's Reserve Drug Supply: its stocks, answered as `stock` and `total`. */
    async sureSupply(auth: AuthContext, query: StockQuery) {
      const { rows, total } = await repo.listStocks(db, auth.user, { ...query, leadTimeDays });
      return { stock: await present(auth, rows), total };
    },

    /** Enrols products in the member's reserve: each creates the member's stock of it once. */
    async enrol(auth: AuthContext, productIds: string[]) {
      const unique = [...new Set(productIds)];
      const approved = await repo.approvedProductIds(db, unique);
      if (approved.length !== unique.length) throw notFound('api.notFound.someProduct');
      const stockIds = await db.transaction(async (tx) => {
        const ids = await repo.enrol(tx, auth.user._id, unique);
        await recordAudit(tx, auth, { action: 'suresupply.enrol', entityType: 'stock', detail: { productIds: unique } });
        return ids;
      });
      return Promise.all(stockIds.map((id) => get(auth, id)));
    },

    /** For the par-level workflow: locks a member's stock and answers it, or a 404 when not theirs. */
    async lockOwnStock(tx: Executor, auth: AuthContext, stockId: string) {
      const locked = await repo.lockStock(tx, stockId);
      if (!locked || (auth.user.type === 'member' && locked.stock.memberId !== auth.user._id)) throw notFound('api.notFound.record', { name: 'stock' });
      return locked;
    },

    /**
     * Locks a stock `auth` may read (the member's own, the supplier's product's) and answers it with
     * its supplier and product, or a 404: a replacement starts from it.
     */
    async lockVisibleStock(tx: Executor, auth: AuthContext, stockId: string) {
      const locked = await repo.lockStock(tx, stockId);
      const mine =
        auth.user.type === 'member' ? locked?.stock.memberId === auth.user._id : auth.user.type === 'supplier' ? locked?.supplierId === auth.user._id : false;
      if (!locked || !mine) throw notFound('api.notFound.record', { name: 'stock' });
      return locked;
    },

    /** The member's consent that its supplier may replace the stock's lots; History keeps the change. */
    async setReplacable(auth: AuthContext, id: string, isReplacable: boolean) {
      await db.transaction(async (tx) => {
        const locked = await repo.lockStock(tx, id);
        if (!locked || locked.stock.memberId !== auth.user._id) throw notFound('api.notFound.record', { name: 'stock' });
        stockPolicy.authorize(viewerOf(auth), { ...locked.stock, openRequest: null }, 'setReplacable');
        await repo.setReplacable(tx, id, isReplacable);
        await recordAudit(tx, auth, {
          action: 'stock.replacable',
          entityType: 'stock',
          entityId: id,
          detail: { from: String(locked.stock.isReplacable), to: String(isReplacable) },
        });
      });
      return get(auth, id);
    },

    /** A member's stock of a product, created with par 0 when it has none (the recipient of a transfer). */
    async ensureStock(tx: Executor, memberId: string, productId: string) {
      const [id] = await repo.enrol(tx, memberId, [productId]);
      return id!;
    },

    lockStock: repo.lockStock,
    setParLevel: repo.setParLevel,
  };
}

export type StockService = ReturnType<typeof createStockService>;
