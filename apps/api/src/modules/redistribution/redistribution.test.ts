/**
 * Redistribution (GET /api/{member|healthpro}/redistribution), worked by hand on a product of the
 * test's own, an epinephrine auto-injector at $96.10 from the demo supplier, held by members of the
 * test's own, so that the demo data's insulin suggestion does not mix in (only the administrator,
 * who reads the whole programme, sees it too: worked out below). The clock is today, as the demo
 * data's dates are; the usage window is the three whole months before this one, and every stock
 * of the scenario was made five months ago.
 *
 * - Queen Street Hospital (the holder) uses none: its lots EPI-A0 (30 units, expiring in 5 days),
 *   EPI-A1 (300 units, in 60 days) and EPI-A2 (200 units, in 90 days) are wholly at risk. EPI-A0
 *   expires before anyone short would use a unit of it.
 * - Lakeside Health Team ordered 60 a month: 20 left, par 200, 10.1 days of cover. By EPI-A1's
 *   expiry it uses ⌊60 × 60 / 30.44⌋ = 118, less its 20 = 98; by EPI-A2's ⌊90 × 60 / 30.44⌋ = 177,
 *   less 20 = 157, of which 98 already come from EPI-A1: 59.
 * - Harbour Clinic ordered 30 a month: 10 left, par 100. ⌊60 × 30 / 30.44⌋ = 59 - 10 = 49 of
 *   EPI-A1; ⌊90 × 30 / 30.44⌋ = 88 - 10 - 49 = 29 of EPI-A2.
 * - Bayview Pharmacy ordered 30 a month too but holds 40 at a par of 40 (40.6 days of cover): not
 *   short, though it would use 88 - 40 = 48 by EPI-A2's expiry. Never suggested.
 * - Northgate Clinic is under par (none of a par of 100) but has no usage. Never suggested.
 *
 * The demo data's own (apps/api/src/db/seed.ts), insulin glargine at $78.40: St. Michael's
 * (member@) uses 10 a month and holds INS-0730 (30 units, expiring at the end of the second month
 * from now, d1 days away) and INS-0815 (260 units, at the end of the fourth, d2 days away), used in
 * that order: by INS-0730's expiry it uses ⌊d1 × 10 / 30.44⌋ of it, the rest is at risk; by
 * INS-0815's, ⌊d2 × 10 / 30.44⌋ in all, so INS-0815 has 260 - (⌊d2 × 10 / 30.44⌋ - ⌊d1 × 10 /
 * 30.44⌋) at risk (its INS-1102 is all used after). Lakeshore (member2@) uses 170 a month, holds
 * 150 of a par of 150 with 26.9 days of cover (short), and could use far more of both than they
 * have at risk: at least ⌊59 × 170 / 30.44⌋ - 150 = 179 by INS-0730's expiry (at most 30 at risk)
 * and ⌊120 × 170 / 30.44⌋ - 150 - 30 = 490 by INS-0815's (at most 260). So both are suggested whole.
 * On 26 November 2026 (d1 = 66, d2 = 125): 21 of INS-0730 used, 9 at risk (9 × $78.40 = $705.60);
 * 41 in all by INS-0815's expiry, 20 of it from INS-0815, 240 at risk (240 × $78.40 = $18,816.00).
 * d2 - d1 is at most 62 days, so INS-0815 always has at least 260 - (⌊62 × 10 / 30.44⌋ + 1) = 239
 * at risk: it saves more than any suggestion of the scenario (239 × $78.40 > $9,417.80), and
 * INS-0730 less than any (30 × $78.40 = $2,352 < $2,786.90).
 */
import {
  daysBetween,
  monthStart,
  shareLotsAtRisk,
  today,
  totalValueSaved,
  unitsUsedIn,
  type Redistribution,
  type RedistributionPage,
  type SharedUnits,
} from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresState, locations, lotRisks, products, redistributionStale, stocks, stockUnits, transfers, transferUnits, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';
import { createFiguresService } from '../figures/service.js';
import { receiveLot } from '../stock/ledger.js';
import { createRedistributionService } from './service.js';

// Today, as the demo data's dates are (its orders are in the last whole months, its lots expire months from now).
const NOW = new Date();
const DAY = today(NOW);
/** `days` days after the figures' day (YYYY-MM-DD). */
const plus = (days: number) => new Date(Date.parse(`${DAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Noon UTC on the `date`th of the month `offset` months from the figures' day's. */
const inMonth = (offset: number, date: number) => new Date(`${monthStart(DAY, offset).slice(0, 8)}${String(date).padStart(2, '0')}T12:00:00Z`);
let now = NOW;
const clock = () => now;
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const stockOf: Record<string, string> = {};
const lotOf: Record<string, string> = {};

const inject = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function list(who: string, query = ''): Promise<RedistributionPage> {
  const res = await inject(tokens[who]!, 'GET', `/api/${who === 'healthpro' ? 'healthpro' : 'member'}/redistribution${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** A suggestion as [from, to, lot, units, value saved], by name. */
const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];
const lotName = (id: string) => Object.entries(lotOf).find(([, value]) => value === id)?.[0];
const brief = (s: Redistribution) => [nameOf(s.fromMemberId), nameOf(s.toMemberId), lotName(s.stockUnitId), s.units, s.valueSaved];

/** The demo data's suggestions, worked out above for today: [from, to, lot, units, value saved]. */
const demo = {} as Record<'INS-0730' | 'INS-0815', ReturnType<typeof brief>>;
/** The demo data's value saved, in whole cents: (its units at risk) × $78.40. */
const demoValue = () => totalValueSaved([{ valueSaved: demo['INS-0730'][4] as number }, { valueSaved: demo['INS-0815'][4] as number }]);
/** The scenario's value saved plus the demo data's, summed in whole cents. */
const withDemo = (value: number) => totalValueSaved([{ valueSaved: value }, { valueSaved: demoValue() }]);

const refresh = () => createFiguresService({ db: ctx.db, clock }).refresh();

/**
 * The contract's sharing-out of every lot at risk among every stock of an active member, with the
 * units pending transfers offer each, read straight from the tables: what the kept suggestions
 * must equal whatever happened before (sorted as the list is).
 */
async function fromScratch(): Promise<SharedUnits[]> {
  const [state] = await ctx.db.select().from(figuresState);
  const lots = await ctx.db.select({ lot: lotRisks, price: products.price }).from(lotRisks).innerJoin(products, eq(products._id, lotRisks.productId));
  const everyStock = await ctx.db.select({ stock: stocks }).from(stocks).innerJoin(users, eq(users._id, stocks.memberId)).where(eq(users.isActive, true));
  const pending = await ctx.db
    .select({ memberId: transfers.recipientMemberId, productId: stocks.productId, units: transferUnits.units })
    .from(transfers)
    .innerJoin(stocks, eq(stocks._id, transfers.stockId))
    .innerJoin(transferUnits, eq(transferUnits.transferId, transfers._id))
    .where(eq(transfers.status, 'PENDING'));
  const incoming = (memberId: string, productId: string) =>
    pending.filter((t) => t.memberId === memberId && t.productId === productId).reduce((sum, t) => sum + t.units, 0);
  return shareLotsAtRisk(
    lots.map(({ lot, price }) => ({ ...lot, price: Number(price) })),
    everyStock.map(({ stock: s }) => ({
      ...s,
      availableUnits: s.onHandUnits - s.heldUnits,
      incomingUnits: incoming(s.memberId, s.productId),
      averageMonthlyUsage: s.averageMonthlyUsage === null ? null : Number(s.averageMonthlyUsage),
      daysOfCover: s.daysOfCover === null ? null : Number(s.daysOfCover),
    })),
    state!.day,
    state!.leadTimeDays,
  ).sort(
    (a, b) =>
      b.valueSaved - a.valueSaved || a.expiry.localeCompare(b.expiry) || a.stockUnitId.localeCompare(b.stockUnitId) || a.toMemberId.localeCompare(b.toMemberId),
  );
}

/** What the administrator's list answers, as the contract's shapes, with its total and value. */
async function kept() {
  const page = await list('healthpro', '?limit=100');
  const suggestions: SharedUnits[] = page.suggestions.map(({ stockUnitId, fromMemberId, toMemberId, productId, expiry, units, valueSaved }) => ({
    stockUnitId,
    fromMemberId,
    toMemberId,
    productId,
    expiry,
    units,
    valueSaved,
  }));
  return { suggestions, total: page.total, valueSaved: page.valueSaved };
}

/** The kept suggestions are the sharing-out of the tables as they are now. */
async function expectKeptAsFromScratch() {
  const shared = await fromScratch();
  expect(await kept()).toEqual({ suggestions: shared, total: shared.length, valueSaved: totalValueSaved(shared) });
  return shared;
}

async function orderMonthly(who: string, units: number) {
  for (const at of [inMonth(-3, 15), inMonth(-2, 15), inMonth(-1, 15)]) {
    now = at;
    try {
      const res = await inject(tokens[who]!, 'POST', `/api/member/stock/${stockOf[who]}/order`, { orderUnits: [{ stockUnitId: lotOf[who]!, units }] });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      now = NOW;
    }
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  tokens.healthpro = ctx.tokens.healthpro;
  tokens.supplier = ctx.tokens.supplier;
  tokens.distributor = ctx.tokens.distributor;
  for (const [key, email] of [
    ['member', DEMO.member],
    ['member2', DEMO.member2],
  ] as const) {
    ids[key] = (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!._id;
  }
  for (const [key, name] of [
    ['holder', 'Queen Street Hospital'],
    ['lakeside', 'Lakeside Health Team'],
    ['harbour', 'Harbour Clinic'],
    ['bayview', 'Bayview Pharmacy'],
    ['northgate', 'Northgate Clinic'],
  ] as const) {
    const email = `${key}@example.org`;
    ids[key] = (await ctx.db.insert(users).values({ type: 'member', name, email }).returning())[0]!._id;
    tokens[key] = await ctx.signIn(email);
  }
  // The scenario's own product, from the demo supplier (the demo's insulin suggestion is another product's).
  const [supplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
  const [product] = await ctx.db
    .insert(products)
    .values({
      productId: 'RDS-9104',
      name: 'Epinephrine auto-injector 0.3 mg (test)',
      brand: 'EpiTest',
      contractNumber: 'CN-TEST-9104',
      price: '96.10',
      supplierId: supplier!._id,
    })
    .returning();
  const [location] = await ctx.db.select().from(locations).where(eq(locations.status, 'APPROVED')).limit(1);
  const setUp: [who: string, parLevel: number, lots: [lotNumber: string, expiry: string, units: number][]][] = [
    [
      'holder',
      100,
      [
        ['EPI-A0', plus(5), 30],
        ['EPI-A1', plus(60), 300],
        ['EPI-A2', plus(90), 200],
      ],
    ],
    ['lakeside', 200, [['EPI-B', plus(216), 200]]],
    ['harbour', 100, [['EPI-C', plus(216), 100]]],
    ['bayview', 40, [['EPI-D', plus(216), 130]]],
    ['northgate', 100, []],
  ];
  for (const [who, parLevel, lots] of setUp) {
    const [stock] = await ctx.db
      .insert(stocks)
      .values({ memberId: ids[who]!, productId: product!._id, parLevel, createdAt: inMonth(-5, 10) })
      .returning();
    stockOf[who] = stock!._id;
    for (const [lotNumber, expiry, units] of lots) {
      const lot = await ctx.db.transaction((tx) =>
        receiveLot(tx, { stockId: stock!._id, locationId: location!._id, lotNumber, expiry, units }, { reason: 'SEED' }),
      );
      lotOf[who === 'holder' ? lotNumber : who] = lot._id;
    }
  }
  await orderMonthly('lakeside', 60);
  await orderMonthly('harbour', 30);
  await orderMonthly('bayview', 30);
  await refresh();

  // The demo data's insulin lots of St. Michael's, used at 10 a month in expiry order (see above).
  const insulinLot = async (lotNumber: string) => (await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, lotNumber)))[0]!;
  const [early, late] = [await insulinLot('INS-0730'), await insulinLot('INS-0815')];
  lotOf['INS-0730'] = early._id;
  lotOf['INS-0815'] = late._id;
  const usedByEarly = unitsUsedIn(daysBetween(DAY, early.expiry), 10);
  const usedByLate = unitsUsedIn(daysBetween(DAY, late.expiry), 10);
  const atRisk = { 'INS-0730': 30 - usedByEarly, 'INS-0815': 260 - (usedByLate - usedByEarly) };
  for (const lot of ['INS-0730', 'INS-0815'] as const) {
    demo[lot] = ['member', 'member2', lot, atRisk[lot], (atRisk[lot] * 7840) / 100];
  }
  expect(atRisk['INS-0815']).toBeGreaterThanOrEqual(239);
  expect(atRisk['INS-0730']).toBeGreaterThan(0);
});
afterAll(() => ctx.close());

describe('the suggestions', () => {
  it('are as of the clock’s day, with the usage and cover worked out above', async () => {
    expect((await ctx.db.select().from(figuresState))[0]!.day).toBe(DAY);
    const figures = Object.fromEntries(
      await Promise.all(
        ['lakeside', 'harbour', 'bayview', 'northgate'].map(async (who) => {
          const [s] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockOf[who]!));
          return [who, [s!.onHandUnits, s!.averageMonthlyUsage, s!.daysOfCover]];
        }),
      ),
    );
    expect(figures).toEqual({
      lakeside: [20, '60.00', '10.1'],
      harbour: [10, '30.00', '10.1'],
      bayview: [40, '30.00', '40.6'],
      northgate: [0, '0.00', null],
    });
  });

  it("the administrator sees the programme's, most value saved first, with the total value saved", async () => {
    const page = await list('healthpro');
    // The demo data's INS-0815 saves the most, its INS-0730 the least (see above).
    expect(page.suggestions.map(brief)).toEqual([
      demo['INS-0815'],
      ['holder', 'lakeside', 'EPI-A1', 98, 9417.8],
      ['holder', 'lakeside', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
      demo['INS-0730'],
    ]);
    // The scenario's 235 units × $96.10 = $22,583.50, and the demo data's units × $78.40.
    expect(page.total).toBe(6);
    expect(page.valueSaved).toBe(withDemo(22583.5));
    const [insulin, first] = page.suggestions;
    expect(first).toMatchObject({
      stockId: stockOf.holder,
      lotNumber: 'EPI-A1',
      expiry: plus(60),
      FromMember: { _id: ids.holder, name: 'Queen Street Hospital' },
      ToMember: { _id: ids.lakeside, name: 'Lakeside Health Team' },
      Product: { productId: 'RDS-9104', price: 96.1 },
    });
    expect(first!.productId).toBe(first!.Product._id);
    expect(insulin).toMatchObject({
      lotNumber: 'INS-0815',
      FromMember: { _id: ids.member, name: "St. Michael's Community Hospital" },
      ToMember: { _id: ids.member2, name: 'Lakeshore Family Health Team' },
      Product: { productId: 'RDS-1003', price: 78.4 },
    });
  });

  it('answers exactly the contract’s sharing-out of every lot at risk among every stock (what the queries leave out changes nothing)', async () => {
    const shared = await fromScratch();
    const page = await list('healthpro');
    expect(page.total).toBe(shared.length);
    expect(page.valueSaved).toBe(totalValueSaved(shared));
    expect((await ctx.db.select().from(lotRisks)).map((lot) => lot.stockUnitId)).toContain(lotOf['EPI-A0']);
    expect(page.suggestions.map((s) => s.stockUnitId)).not.toContain(lotOf['EPI-A0']);
  });

  it('a member not short (at par, enough cover) and a member without usage are never suggested', async () => {
    const recipients = (await list('healthpro')).suggestions.map((s) => s.toMemberId);
    expect(recipients).not.toContain(ids.bayview);
    expect(recipients).not.toContain(ids.northgate);
  });

  it('pages, and the total value stays that of every suggestion', async () => {
    const page = await list('healthpro', '?limit=2&skip=2');
    expect(page.suggestions.map(brief)).toEqual([
      ['holder', 'lakeside', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
    ]);
    expect(page.total).toBe(6);
    expect(page.valueSaved).toBe(withDemo(22583.5));
  });

  it('the holder sees the suggestions for its own lots; the recipients and the others see none of them', async () => {
    const mine = await list('holder');
    // The scenario's four, and none of the demo data's: 235 units × $96.10.
    expect(mine.suggestions.map(brief)).toEqual([
      ['holder', 'lakeside', 'EPI-A1', 98, 9417.8],
      ['holder', 'lakeside', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
    ]);
    expect(mine.total).toBe(4);
    expect(mine.valueSaved).toBe(22583.5);
    for (const who of ['lakeside', 'harbour', 'bayview']) {
      expect(await list(who)).toEqual({ suggestions: [], total: 0, valueSaved: 0 });
    }
  });

  it('exports the same suggestions as CSV, in the reader’s language', async () => {
    const expiryOf = async (lot: 'INS-0730' | 'INS-0815') => (await ctx.db.select().from(stockUnits).where(eq(stockUnits._id, lotOf[lot]!)))[0]!.expiry;
    const demoLine = async (lot: 'INS-0730' | 'INS-0815') =>
      `Insulin glargine 100 U/mL,${lot},${await expiryOf(lot)},St. Michael's Community Hospital,Lakeshore Family Health Team,${demo[lot][3]},${demo[lot][4]}`;
    const res = await inject(tokens.healthpro!, 'GET', '/api/healthpro/redistribution.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Product,Lot,Expiry Date,From,To,Units,Value saved',
      await demoLine('INS-0815'),
      `Epinephrine auto-injector 0.3 mg (test),EPI-A1,${plus(60)},Queen Street Hospital,Lakeside Health Team,98,9417.8`,
      `Epinephrine auto-injector 0.3 mg (test),EPI-A2,${plus(90)},Queen Street Hospital,Lakeside Health Team,59,5669.9`,
      `Epinephrine auto-injector 0.3 mg (test),EPI-A1,${plus(60)},Queen Street Hospital,Harbour Clinic,49,4708.9`,
      `Epinephrine auto-injector 0.3 mg (test),EPI-A2,${plus(90)},Queen Street Hospital,Harbour Clinic,29,2786.9`,
      await demoLine('INS-0730'),
      '',
    ]);
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/redistribution.csv',
      headers: { authorization: `Bearer ${tokens.lakeside}`, 'accept-language': 'fr-CA' },
    });
    expect(french.body.slice(1)).toBe('Produit,Lot,Date de péremption,De,À,Unités,Valeur épargnée\r\n');
  });

  it('suppliers and distributors may not ask; bad paging is a 400', async () => {
    expect((await call(ctx, 'supplier', 'GET', '/redistribution')).statusCode).toBe(403);
    expect((await call(ctx, 'distributor', 'GET', '/redistribution')).statusCode).toBe(403);
    const bad = await call(ctx, 'healthpro', 'GET', '/redistribution?limit=0');
    expect(bad.statusCode).toBe(400);
  });
});

describe('acting on a suggestion', () => {
  let transferId: string;

  it('once offered, the recipient is not suggested those units again while it decides', async () => {
    const res = await inject(tokens.holder!, 'POST', `/api/member/stock/${stockOf.holder}/transfer/request`, {
      memberId: ids.lakeside,
      stockUnits: [{ stockUnitId: lotOf['EPI-A1'], units: 98 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    transferId = res.json().data._id;
    // EPI-A1 has 202 at risk left; Lakeside's room by its expiry, 98, is all on its way.
    const page = await list('healthpro');
    expect(page.suggestions.map(brief)).toEqual([
      demo['INS-0815'],
      ['holder', 'lakeside', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
      demo['INS-0730'],
    ]);
    // 137 units × $96.10 = $13,165.70, and the demo data's as before.
    expect(page.valueSaved).toBe(withDemo(13165.7));
  });

  it('approved and refreshed, the suggestion is gone: Lakeside holds 118, all it uses by EPI-A1’s expiry', async () => {
    const version = (await inject(tokens.lakeside!, 'GET', `/api/member/stocktransfer/${transferId}`)).json().data.version;
    const approved = await inject(tokens.lakeside!, 'PATCH', `/api/member/stocktransfer/${transferId}/approve`, { version });
    expect(approved.statusCode, approved.body).toBe(200);
    await refresh();
    const [lakeside] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockOf.lakeside!));
    expect(lakeside!.onHandUnits).toBe(118);
    // Still under its par of 200, so still a recipient of EPI-A2: 177 - 118 = 59.
    expect((await list('healthpro')).suggestions.map(brief)).toEqual([
      demo['INS-0815'],
      ['holder', 'lakeside', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
      demo['INS-0730'],
    ]);
  });

  it('a smaller offer shrinks the suggestion: 20 of EPI-A1 on their way to Harbour leave 49 - 20 = 29', async () => {
    const res = await inject(tokens.holder!, 'POST', `/api/member/stock/${stockOf.holder}/transfer/request`, {
      memberId: ids.harbour,
      stockUnits: [{ stockUnitId: lotOf['EPI-A1'], units: 20 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await refresh();
    expect((await list('holder')).suggestions.map(brief)).toEqual([
      ['holder', 'lakeside', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 29, 2786.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
    ]);
  });
});

describe('kept per product as things change (decision 021): each read answers the tables as they are', () => {
  const suggested = async (to: string, lot: string) =>
    (await list('healthpro')).suggestions.find((s) => s.toMemberId === ids[to] && s.stockUnitId === lotOf[lot])?.units;
  const deactivate = async (who: string, isActive: boolean) => {
    const body = await multipart({ isActive: String(isActive) });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/healthpro/member/${ids[who]}`,
      headers: { ...body.headers, authorization: `Bearer ${tokens.healthpro}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a recipient’s order: Harbour, 10 on hand and 20 on their way, had room for 59 - 30 = 29 of EPI-A1; 5 ordered, 34', async () => {
    expect(await suggested('harbour', 'EPI-A1')).toBe(29);
    const res = await inject(tokens.harbour!, 'POST', `/api/member/stock/${stockOf.harbour}/order`, {
      orderUnits: [{ stockUnitId: lotOf.harbour!, units: 5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await suggested('harbour', 'EPI-A1')).toBe(34);
    await expectKeptAsFromScratch();
  });

  it('an offer declined: the 20 no longer on their way, Harbour has room for 54', async () => {
    const [pending] = await ctx.db.select().from(transfers).where(eq(transfers.status, 'PENDING'));
    const denied = await inject(tokens.harbour!, 'PATCH', `/api/member/stocktransfer/${pending!._id}/deny`, { version: pending!.version });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(await suggested('harbour', 'EPI-A1')).toBe(54);
    await expectKeptAsFromScratch();
  });

  it('a par level raised: Bayview, 40 on hand, now under a par of 100, may take ⌊60 × 30 / 30.44⌋ - 40 = 19 of EPI-A1', async () => {
    expect(await suggested('bayview', 'EPI-A1')).toBeUndefined();
    await ctx.db.update(stocks).set({ parLevel: 100 }).where(eq(stocks._id, stockOf.bayview!));
    expect(await suggested('bayview', 'EPI-A1')).toBe(19);
    await expectKeptAsFromScratch();
  });

  it('a price changed: the value saved follows', async () => {
    const before = (await kept()).valueSaved;
    const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-9104'));
    await ctx.db.update(products).set({ price: '100.00' }).where(eq(products._id, product!._id));
    const now = await expectKeptAsFromScratch();
    expect(totalValueSaved(now)).not.toBe(before);
    expect(now.find((s) => s.toMemberId === ids.harbour && s.stockUnitId === lotOf['EPI-A1'])!.valueSaved).toBe(5400);
  });

  it('a recipient deactivated is suggested nothing; reactivated, it is again', async () => {
    await deactivate('harbour', false);
    expect(await suggested('harbour', 'EPI-A1')).toBeUndefined();
    await expectKeptAsFromScratch();
    await deactivate('harbour', true);
    tokens.harbour = await ctx.signIn('harbour@example.org'); // deactivation ended its sessions
    expect(await suggested('harbour', 'EPI-A1')).toBe(54);
    await expectKeptAsFromScratch();
  });

  it('a new day: the refresh moves every product’s suggestions to it, and the job’s recompute empties the log', async () => {
    const before = await kept();
    now = new Date(NOW.getTime() + 86_400_000);
    try {
      await refresh();
    } finally {
      now = NOW;
    }
    const service = createRedistributionService({ db: ctx.db, figures: createFiguresService({ db: ctx.db, clock }) });
    expect(await service.freshen()).toBeGreaterThan(0);
    expect(await ctx.db.select().from(redistributionStale)).toEqual([]);
    expect(await service.freshen()).toBe(0);
    // A day nearer EPI-A1's expiry, Harbour uses ⌊59 × 30 / 30.44⌋ = 58 by then: room for 53.
    expect(await suggested('harbour', 'EPI-A1')).toBe(53);
    expect(await kept()).not.toEqual(before);
    await expectKeptAsFromScratch();
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('kept beside writers', () => {
  it('orders, offers and reads racing leave the kept suggestions as the tables are, and every call answers', async () => {
    const order = (who: string) =>
      inject(tokens[who]!, 'POST', `/api/member/stock/${stockOf[who]}/order`, { orderUnits: [{ stockUnitId: lotOf[who]!, units: 1 }] });
    const offer = (to: string) =>
      inject(tokens.holder!, 'POST', `/api/member/stock/${stockOf.holder}/transfer/request`, {
        memberId: ids[to],
        stockUnits: [{ stockUnitId: lotOf['EPI-A2'], units: 1 }],
      });
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all([
        order('lakeside'),
        order('bayview'),
        offer('lakeside'),
        offer('harbour'),
        ...Array.from({ length: 6 }, () => inject(tokens.healthpro!, 'GET', '/api/healthpro/redistribution')),
        ...Array.from({ length: 2 }, () => inject(tokens.holder!, 'GET', '/api/member/redistribution')),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      await expectKeptAsFromScratch();
    }
  });
});
