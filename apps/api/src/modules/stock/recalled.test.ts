/**
 * Recalled units leave the figures and are shown apart. On the demo data's insulin (RDS-1003):
 * St. Michael's (member@) holds INS-0815 (260 units, Mississauga, mostly at risk of expiry and
 * suggested to Lakeshore), INS-0730 (30, Toronto) and INS-1102 (60, Winnipeg); Lakeshore (member2@)
 * holds INS-0921 (150, Mississauga), short of its usage. A lot is frozen as an active recall freezes
 * it (`freezeLots`, the harness) and let go as closing the recall does; every figure is read back
 * through the API and the books are reconciled.
 */
import { daysOfCover, type ExpiryRisk, type RedistributionPage, type Stock, type StockAggregatePage, type SupplyRiskPage } from '@rds/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { lotRisks, stocks, stockUnits } from '../../db/schema.js';
import { call, createTestContext, freezeLots, releaseRecall, type TestContext } from '../../../test/harness.js';
import { createFiguresService } from '../figures/service.js';
import { adjustUnits, balances, receiveLot, reconcile } from './ledger.js';

let ctx: TestContext;
const lot = {} as Record<'INS-0815' | 'INS-0730' | 'INS-1102' | 'INS-0921', typeof stockUnits.$inferSelect>;

beforeAll(async () => {
  ctx = await createTestContext();
  await createFiguresService({ db: ctx.db, clock: () => new Date() }).refresh();
  for (const lotNumber of Object.keys({ 'INS-0815': 0, 'INS-0730': 0, 'INS-1102': 0, 'INS-0921': 0 }) as (keyof typeof lot)[]) {
    lot[lotNumber] = (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, lotNumber)))[0]!;
  }
});
afterAll(() => ctx.close());

const ok = async <T>(res: Awaited<ReturnType<typeof call>>): Promise<T> => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const stockAs = (who: 'member' | 'member2', id: string) => call(ctx, who, 'GET', `/stock/${id}`).then(ok<Stock>);
const books = async () => expect(balances(await reconcile(ctx.db)), JSON.stringify(await reconcile(ctx.db))).toBe(true);
const supplyOfInsulin = async () =>
  (await call(ctx, 'healthpro', 'GET', '/supplyrisk?limit=100').then(ok<SupplyRiskPage>)).products.find((p) => p.Product.productId === 'RDS-1003')!;

describe('a stock with a recalled lot', () => {
  it('answers its recalled units apart, the lot as recalled with its recall and nothing available, and days of cover without them', async () => {
    const stockId = lot['INS-0921'].stockId;
    const before = await stockAs('member2', stockId);
    expect(before.recalledUnits).toBe(0);
    expect(before.StockUnits.every((l) => !l.recalled && l.recall === null)).toBe(true);
    const available = before.totalAssignedUnits - before.StockUnits.reduce((sum, l) => sum + l.reservedUnits, 0);
    expect(before.daysOfCover).toBe(daysOfCover(available, before.averageMonthlyUsage));

    const recall = await freezeLots(ctx.db, [lot['INS-0921']._id]);
    const frozen = await stockAs('member2', stockId);
    const recalled = lot['INS-0921'].units - lot['INS-0921'].reservedUnits;
    expect(frozen.recalledUnits).toBe(recalled);
    expect(frozen.totalAssignedUnits).toBe(before.totalAssignedUnits);
    expect(frozen.daysOfCover).toBe(daysOfCover(available - recalled, frozen.averageMonthlyUsage));
    expect(frozen.daysOfCover).toBeLessThan(before.daysOfCover!);
    expect(frozen.StockUnits.find((l) => l._id === lot['INS-0921']._id)).toMatchObject({
      recalled: true,
      recall: { _id: recall.id, recallNumber: recall.recallNumber },
      availableUnits: 0,
      assignedUnits: lot['INS-0921'].units,
    });
    // The lists answer the same.
    const listed = await call(ctx, 'member2', 'GET', '/stocks?limit=100').then(ok<{ stocks: Stock[] }>);
    expect(listed.stocks.find((s) => s._id === stockId)).toMatchObject({ recalledUnits: recalled, daysOfCover: frozen.daysOfCover });
    const [row] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockId));
    expect(row!.recalledUnits).toBe(recalled);

    await releaseRecall(ctx.db, recall.id);
    const after = await stockAs('member2', stockId);
    expect(after).toMatchObject({ recalledUnits: 0, daysOfCover: before.daysOfCover });
    expect(after.StockUnits.find((l) => l._id === lot['INS-0921']._id)).toMatchObject({ recalled: false, recall: null, availableUnits: recalled });
    await books();
  });

  it('first expiry, first out never suggests a recalled lot: the next lot is suggested and the lots fall short by its units', async () => {
    const stockId = lot['INS-0815'].stockId;
    const ask = (units: number) =>
      call(ctx, 'member', 'GET', `/stock/${stockId}/allocation?units=${units}`).then(ok<{ lines: { stockUnitId: string; units: number }[]; shortBy: number }>);
    const before = await ask(400);
    expect(before.lines.map((l) => l.stockUnitId)).toContain(lot['INS-0815']._id);
    const recall = await freezeLots(ctx.db, [lot['INS-0815']._id]);
    const frozen = await ask(400);
    expect(frozen.lines.map((l) => l.stockUnitId)).not.toContain(lot['INS-0815']._id);
    expect(frozen.lines.map((l) => l.stockUnitId)).toEqual(before.lines.map((l) => l.stockUnitId).filter((id) => id !== lot['INS-0815']._id));
    expect(frozen.shortBy).toBe(before.shortBy + lot['INS-0815'].units - lot['INS-0815'].reservedUnits);
    await releaseRecall(ctx.db, recall.id, 'REVERTED');
    expect(await ask(400)).toEqual(before);
  });
});

describe('expiry risk and redistribution leave a recalled lot out', () => {
  it('a frozen lot has no units at risk, is in no month nor suggestion, and comes back when the recall ends', async () => {
    const risk = () => call(ctx, 'healthpro', 'GET', '/expiryrisk?limit=100').then(ok<ExpiryRisk>);
    const suggestions = () => call(ctx, 'healthpro', 'GET', '/redistribution?limit=100').then(ok<RedistributionPage>);
    const before = await risk();
    const atRisk = before.lots.find((l) => l.stockUnitId === lot['INS-0815']._id);
    expect(atRisk, 'the demo data has INS-0815 at risk').toBeDefined();
    const suggestedBefore = await suggestions();
    expect(suggestedBefore.suggestions.some((s) => s.stockUnitId === lot['INS-0815']._id)).toBe(true);

    const recall = await freezeLots(ctx.db, [lot['INS-0815']._id]);
    expect(await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lot['INS-0815']._id))).toEqual([]);
    const frozen = await risk();
    expect(frozen.lots.some((l) => l.stockUnitId === lot['INS-0815']._id)).toBe(false);
    const sum = (r: ExpiryRisk) => r.months.reduce((n, m) => n + m.units, 0);
    // Its units at risk leave the months; the stock's later lots take up what it no longer uses first.
    expect(sum(frozen)).toBeLessThan(sum(before));
    const suggestedFrozen = await suggestions();
    expect(suggestedFrozen.suggestions.some((s) => s.stockUnitId === lot['INS-0815']._id)).toBe(false);
    expect(suggestedFrozen.valueSaved).toBeLessThan(suggestedBefore.valueSaved);
    await books();

    await releaseRecall(ctx.db, recall.id);
    expect(await risk()).toEqual(before);
    expect(await suggestions()).toEqual(suggestedBefore);
    await books();
  });

  it('the daily refresh keeps a frozen lot out too', async () => {
    const recall = await freezeLots(ctx.db, [lot['INS-0815']._id]);
    await ctx.db.execute(sql`update figures_state set day = day - 1`);
    await createFiguresService({ db: ctx.db, clock: () => new Date() }).refresh();
    expect(await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lot['INS-0815']._id))).toEqual([]);
    await releaseRecall(ctx.db, recall.id);
    expect((await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockUnitId, lot['INS-0815']._id))).length).toBe(1);
    await books();
  });
});

describe('supply risk and Total Stock', () => {
  it('recalled units are not supply: not available, not in days of cover, and a location holding only recalled units is no holder', async () => {
    const before = await supplyOfInsulin();
    expect(before.recalledUnits).toBe(0);
    const mississauga = before.locations.find((l) => l._id === lot['INS-0815'].locationId)!;
    expect(mississauga.units).toBe(lot['INS-0815'].units + lot['INS-0921'].units);

    const recall = await freezeLots(ctx.db, [lot['INS-0815']._id]);
    const one = await supplyOfInsulin();
    const recalled = lot['INS-0815'].units - lot['INS-0815'].reservedUnits;
    expect(one).toMatchObject({ units: before.units, recalledUnits: recalled, availableUnits: before.availableUnits - recalled });
    expect(one.daysOfCover).toBe(daysOfCover(before.availableUnits - recalled, before.averageMonthlyUsage));
    expect(one.locations.find((l) => l._id === mississauga._id)!.units).toBe(lot['INS-0921'].units);
    await releaseRecall(ctx.db, recall.id);

    const both = await freezeLots(ctx.db, [lot['INS-0815']._id, lot['INS-0921']._id]);
    const two = await supplyOfInsulin();
    expect(two.locations.map((l) => l._id)).not.toContain(mississauga._id);
    expect(two.locations.length).toBe(before.locations.length - 1);
    const [kept] = await queryRows<{ locations: number }>(
      ctx.db,
      sql`select locations from product_supply where product_id = (select product_id from stocks where id = ${lot['INS-0815'].stockId}::uuid)`,
    );
    expect(kept!.locations).toBe(before.locations.length - 1);

    const total = await call(ctx, 'healthpro', 'GET', '/stocks/aggregate?search=insulin&limit=100').then(ok<StockAggregatePage>);
    const row = total.stocks.find((s) => s.location._id === mississauga._id)!;
    expect(row).toMatchObject({ totalUnits: mississauga.units, recalledUnits: mississauga.units });
    expect(row.stockUnits.every((l) => l.recalled)).toBe(true);
    await releaseRecall(ctx.db, both.id);
    expect(await supplyOfInsulin()).toEqual(before);
    await books();
  });
});

/** A CSV export read as records of its header's names (RFC 4180: quoted fields, doubled quotes). */
async function csvRows(who: 'member' | 'healthpro', path: string, language = 'en'): Promise<Record<string, string>[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/${who}${path}`,
    headers: { authorization: `Bearer ${ctx.tokens[who]}`, 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const records: string[][] = [[]];
  let field = '';
  let quoted = false;
  const text = res.body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (records.at(-1)!.push(field), (field = ''));
    else if (c === '\r' && text[i + 1] === '\n') (records.at(-1)!.push(field), (field = ''), records.push([]), i++);
    else field += c;
  }
  const [header, ...rows] = records.filter((r) => r.length > 1);
  return rows.map((row) => Object.fromEntries(header!.map((name, k) => [name, row[k]!])));
}

describe('CSV exports say the recalled units where the screens do', () => {
  it('stock lists, Total Stock and supply risk carry a Units recalled column', async () => {
    const recall = await freezeLots(ctx.db, [lot['INS-0815']._id]);
    const recalled = lot['INS-0815'].units - lot['INS-0815'].reservedUnits;
    for (const path of ['/stocks.csv', '/suresupply.csv']) {
      const row = (await csvRows('member', path)).find((r) => r.Product!.startsWith('Insulin'))!;
      expect(row['Units recalled'], path).toBe(String(recalled));
      expect(Number(row['Units held']), path).toBeGreaterThan(recalled);
    }
    const french = (await csvRows('healthpro', '/stocks.csv', 'fr')).filter((r) => r['Produit']!.startsWith('Insulin'));
    expect(french.map((r) => r['Unités rappelées']).sort()).toEqual(['0', String(recalled)]);

    const total = (await csvRows('healthpro', '/stocks/aggregate.csv?search=insulin')).filter((r) => r['Product ID'] === 'RDS-1003');
    const aggregate = await call(ctx, 'healthpro', 'GET', '/stocks/aggregate?search=insulin&limit=100').then(ok<StockAggregatePage>);
    expect(total.map((r) => [r.Location, r['Total units'], r['Units recalled']])).toEqual(
      aggregate.stocks.filter((r) => r.product.productId === 'RDS-1003').map((r) => [r.location.name, String(r.totalUnits), String(r.recalledUnits)]),
    );
    expect(total.some((r) => r['Units recalled'] === String(recalled))).toBe(true);

    const supply = (await csvRows('healthpro', '/supplyrisk.csv')).find((r) => r['Product ID'] === 'RDS-1003')!;
    expect(supply['Units recalled']).toBe(String(recalled));
    expect(Number(supply['Available units'])).toBe(Number(supply.Units) - recalled);
    await releaseRecall(ctx.db, recall.id);
    expect((await csvRows('member', '/stocks.csv')).find((r) => r.Product!.startsWith('Insulin'))!['Units recalled']).toBe('0');
  });
});

describe('movements of a frozen lot', () => {
  it('a disposition and a found receipt into the lot keep the stock’s recalled units, Total Stock and supply as the lots are', async () => {
    const recall = await freezeLots(ctx.db, [lot['INS-0730']._id]);
    const stockId = lot['INS-0730'].stockId;
    const recalled = async () => (await ctx.db.select().from(stocks).where(eq(stocks._id, stockId)))[0]!.recalledUnits;
    expect(await recalled()).toBe(30);
    await ctx.db.transaction((tx) => adjustUnits(tx, lot['INS-0730']._id, -10, { reason: 'RECALL_RETURNED' }));
    expect(await recalled()).toBe(20);
    await books();
    const l = lot['INS-0730'];
    await ctx.db.transaction((tx) =>
      receiveLot(tx, { stockId, locationId: l.locationId, lotNumber: l.lotNumber, expiry: l.expiry, units: 5 }, { reason: 'FOUND' }),
    );
    expect(await recalled()).toBe(25);
    await books();
    await releaseRecall(ctx.db, recall.id);
    expect(await recalled()).toBe(0);
    await books();
  });
});

describe('a scanned lot', () => {
  it('answers the active recall that names it, in every portal, and none once the recall ends or for another lot', async () => {
    const [product] = await queryRows<{ gtin: string }>(
      ctx.db,
      sql`select p.gtin from products p join stocks s on s.product_id = p.id where s.id = ${lot['INS-0815'].stockId}::uuid`,
    );
    const gtin = product!.gtin;
    const ask = (who: 'member' | 'supplier' | 'distributor' | 'healthpro', lotNumber: string, code = gtin) =>
      call(ctx, who, 'GET', `/lots/recall?gtin=${code}&lotNumber=${encodeURIComponent(lotNumber)}`);
    expect(await ask('member', 'INS-0815').then(ok<{ recall: unknown }>)).toEqual({ recall: null });
    const recall = await freezeLots(ctx.db, [lot['INS-0815']._id]);
    for (const who of ['member', 'supplier', 'distributor', 'healthpro'] as const) {
      expect(await ask(who, 'ins-0815').then(ok<{ recall: unknown }>)).toEqual({ recall: { _id: recall.id, recallNumber: recall.recallNumber } });
    }
    // Another lot of the product, and a GTIN written without its leading zero (13 digits), as a scanner may.
    expect(await ask('member', 'INS-0730').then(ok<{ recall: unknown }>)).toEqual({ recall: null });
    expect(await ask('member', 'INS-0815', gtin.slice(1)).then(ok<{ recall: unknown }>)).toEqual({
      recall: { _id: recall.id, recallNumber: recall.recallNumber },
    });
    await releaseRecall(ctx.db, recall.id);
    expect(await ask('member', 'INS-0815').then(ok<{ recall: unknown }>)).toEqual({ recall: null });
  });

  it('a code that is no GTIN, or no lot, is a 400 with a message', async () => {
    const bad = await call(ctx, 'member', 'GET', '/lots/recall?gtin=12345&lotNumber=A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/GTIN/i);
    expect((await call(ctx, 'member', 'GET', '/lots/recall?gtin=09501101530034&lotNumber=')).statusCode).toBe(400);
  });
});
