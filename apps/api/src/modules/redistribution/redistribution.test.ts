/**
 * Redistribution (GET /api/{member|healthpro}/redistribution), worked by hand on one product,
 * epinephrine auto-injectors at $96.10, with the clock on 2026-11-26 (the usage window is August
 * to October; every stock was made on 10 July).
 *
 * - St. Michael's (member, the holder) uses none: its lots EPI-A0 (30 units, expiring 2026-12-01,
 *   5 days away), EPI-A1 (300 units, 2027-01-25, 60 days) and EPI-A2 (200 units, 2027-02-24, 90
 *   days) are wholly at risk. EPI-A0 expires before anyone short would use a unit of it.
 * - Lakeshore (member2) ordered 60 a month: 20 left, par 200, 10.1 days of cover. By EPI-A1's
 *   expiry it uses ⌊60 × 60 / 30.44⌋ = 118, less its 20 = 98; by EPI-A2's ⌊90 × 60 / 30.44⌋ = 177,
 *   less 20 = 157, of which 98 already come from EPI-A1: 59.
 * - Harbour Clinic ordered 30 a month: 10 left, par 100. ⌊60 × 30 / 30.44⌋ = 59 - 10 = 49 of
 *   EPI-A1; ⌊90 × 30 / 30.44⌋ = 88 - 10 - 49 = 29 of EPI-A2.
 * - Bayview Pharmacy ordered 30 a month too but holds 40 at a par of 40 (40.6 days of cover): not
 *   short, though it would use 88 - 40 = 48 by EPI-A2's expiry. Never suggested.
 * - Northgate Clinic is under par (none of a par of 100) but has no usage. Never suggested.
 */
import { shareLotsAtRisk, today, totalValueSaved, type Redistribution, type RedistributionPage } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresState, locations, lotRisks, products, stocks, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { createFiguresService } from '../figures/service.js';
import { receiveLot } from '../stock/ledger.js';

const NOW = new Date('2026-11-26T15:00:00Z');
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

const refresh = () => createFiguresService({ db: ctx.db, clock }).refresh();

async function orderMonthly(who: string, units: number) {
  for (const at of ['2026-08-15T12:00:00Z', '2026-09-15T12:00:00Z', '2026-10-15T12:00:00Z']) {
    now = new Date(at);
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
  tokens.holder = ctx.tokens.member;
  tokens.lakeshore = ctx.tokens.member2;
  tokens.supplier = ctx.tokens.supplier;
  tokens.distributor = ctx.tokens.distributor;
  for (const [key, email] of [
    ['holder', DEMO.member],
    ['lakeshore', DEMO.member2],
  ] as const) {
    ids[key] = (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!._id;
  }
  for (const [key, name] of [
    ['harbour', 'Harbour Clinic'],
    ['bayview', 'Bayview Pharmacy'],
    ['northgate', 'Northgate Clinic'],
  ] as const) {
    const email = `${key}@example.org`;
    ids[key] = (await ctx.db.insert(users).values({ type: 'member', name, email }).returning())[0]!._id;
    tokens[key] = await ctx.signIn(email);
  }
  const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1004'));
  const [location] = await ctx.db.select().from(locations).where(eq(locations.status, 'APPROVED')).limit(1);
  const setUp: [who: string, parLevel: number, lots: [lotNumber: string, expiry: string, units: number][]][] = [
    [
      'holder',
      100,
      [
        ['EPI-A0', '2026-12-01', 30],
        ['EPI-A1', '2027-01-25', 300],
        ['EPI-A2', '2027-02-24', 200],
      ],
    ],
    ['lakeshore', 200, [['EPI-B', '2027-06-30', 200]]],
    ['harbour', 100, [['EPI-C', '2027-06-30', 100]]],
    ['bayview', 40, [['EPI-D', '2027-06-30', 130]]],
    ['northgate', 100, []],
  ];
  for (const [who, parLevel, lots] of setUp) {
    const [stock] = await ctx.db
      .insert(stocks)
      .values({ memberId: ids[who]!, productId: product!._id, parLevel, createdAt: new Date('2026-07-10T12:00:00Z') })
      .returning();
    stockOf[who] = stock!._id;
    for (const [lotNumber, expiry, units] of lots) {
      const lot = await ctx.db.transaction((tx) =>
        receiveLot(tx, { stockId: stock!._id, locationId: location!._id, lotNumber, expiry, units }, { reason: 'SEED' }),
      );
      lotOf[who === 'holder' ? lotNumber : who] = lot._id;
    }
  }
  await orderMonthly('lakeshore', 60);
  await orderMonthly('harbour', 30);
  await orderMonthly('bayview', 30);
  await refresh();
});
afterAll(() => ctx.close());

describe('the suggestions', () => {
  it('are as of the clock’s day, with the usage and cover worked out above', async () => {
    expect(today(NOW)).toBe('2026-11-26');
    const figures = Object.fromEntries(
      await Promise.all(
        ['lakeshore', 'harbour', 'bayview', 'northgate'].map(async (who) => {
          const [s] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockOf[who]!));
          return [who, [s!.onHandUnits, s!.averageMonthlyUsage, s!.daysOfCover]];
        }),
      ),
    );
    expect(figures).toEqual({
      lakeshore: [20, '60.00', '10.1'],
      harbour: [10, '30.00', '10.1'],
      bayview: [40, '30.00', '40.6'],
      northgate: [0, '0.00', null],
    });
  });

  it("the administrator sees the programme's, most value saved first, with the total value saved", async () => {
    const page = await list('healthpro');
    expect(page.suggestions.map(brief)).toEqual([
      ['holder', 'lakeshore', 'EPI-A1', 98, 9417.8],
      ['holder', 'lakeshore', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
    ]);
    // 235 units x $96.10
    expect(page.total).toBe(4);
    expect(page.valueSaved).toBe(22583.5);
    const [first] = page.suggestions;
    expect(first).toMatchObject({
      stockId: stockOf.holder,
      lotNumber: 'EPI-A1',
      expiry: '2027-01-25',
      FromMember: { _id: ids.holder, name: "St. Michael's Community Hospital" },
      ToMember: { _id: ids.lakeshore, name: 'Lakeshore Family Health Team' },
      Product: { productId: 'RDS-1004', price: 96.1 },
    });
    expect(first!.productId).toBe(first!.Product._id);
  });

  it('answers exactly the contract’s sharing-out of every lot at risk among every stock (what the queries leave out changes nothing)', async () => {
    const [state] = await ctx.db.select().from(figuresState);
    const lots = await ctx.db.select({ lot: lotRisks, price: products.price }).from(lotRisks).innerJoin(products, eq(products._id, lotRisks.productId));
    const everyStock = await ctx.db.select().from(stocks);
    const shared = shareLotsAtRisk(
      lots.map(({ lot, price }) => ({ ...lot, price: Number(price) })),
      everyStock.map((s) => ({
        ...s,
        availableUnits: s.onHandUnits - s.heldUnits,
        incomingUnits: 0,
        averageMonthlyUsage: s.averageMonthlyUsage === null ? null : Number(s.averageMonthlyUsage),
        daysOfCover: s.daysOfCover === null ? null : Number(s.daysOfCover),
      })),
      state!.day,
      30,
    );
    const page = await list('healthpro');
    expect(page.total).toBe(shared.length);
    expect(page.valueSaved).toBe(totalValueSaved(shared));
    expect(lots.map(({ lot }) => lot.stockUnitId)).toContain(lotOf['EPI-A0']);
    expect(page.suggestions.map((s) => s.stockUnitId)).not.toContain(lotOf['EPI-A0']);
  });

  it('a member not short (at par, enough cover) and a member without usage are never suggested', async () => {
    const recipients = (await list('healthpro')).suggestions.map((s) => s.toMemberId);
    expect(recipients).not.toContain(ids.bayview);
    expect(recipients).not.toContain(ids.northgate);
  });

  it('pages, and the total value stays that of every suggestion', async () => {
    const page = await list('healthpro', '?limit=2&skip=1');
    expect(page.suggestions.map(brief)).toEqual([
      ['holder', 'lakeshore', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
    ]);
    expect(page.total).toBe(4);
    expect(page.valueSaved).toBe(22583.5);
  });

  it('the holder sees the suggestions for its own lots; the recipients and the others see none of them', async () => {
    const mine = await list('holder');
    expect(mine.total).toBe(4);
    expect(mine.valueSaved).toBe(22583.5);
    for (const who of ['lakeshore', 'harbour', 'bayview']) {
      expect(await list(who)).toEqual({ suggestions: [], total: 0, valueSaved: 0 });
    }
  });

  it('exports the same suggestions as CSV, in the reader’s language', async () => {
    const res = await inject(tokens.healthpro!, 'GET', '/api/healthpro/redistribution.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Product,Lot,Expiry Date,From,To,Units,Value saved',
      "Epinephrine auto-injector 0.3 mg,EPI-A1,2027-01-25,St. Michael's Community Hospital,Lakeshore Family Health Team,98,9417.8",
      "Epinephrine auto-injector 0.3 mg,EPI-A2,2027-02-24,St. Michael's Community Hospital,Lakeshore Family Health Team,59,5669.9",
      "Epinephrine auto-injector 0.3 mg,EPI-A1,2027-01-25,St. Michael's Community Hospital,Harbour Clinic,49,4708.9",
      "Epinephrine auto-injector 0.3 mg,EPI-A2,2027-02-24,St. Michael's Community Hospital,Harbour Clinic,29,2786.9",
      '',
    ]);
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/member/redistribution.csv',
      headers: { authorization: `Bearer ${tokens.lakeshore}`, 'accept-language': 'fr-CA' },
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
      memberId: ids.lakeshore,
      stockUnits: [{ stockUnitId: lotOf['EPI-A1'], units: 98 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    transferId = res.json().data._id;
    // EPI-A1 has 202 at risk left; Lakeshore's room by its expiry, 98, is all on its way.
    const page = await list('healthpro');
    expect(page.suggestions.map(brief)).toEqual([
      ['holder', 'lakeshore', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
    ]);
    expect(page.valueSaved).toBe(13165.7);
  });

  it('approved and refreshed, the suggestion is gone: Lakeshore holds 118, all it uses by EPI-A1’s expiry', async () => {
    const version = (await inject(tokens.lakeshore!, 'GET', `/api/member/stocktransfer/${transferId}`)).json().data.version;
    const approved = await inject(tokens.lakeshore!, 'PATCH', `/api/member/stocktransfer/${transferId}/approve`, { version });
    expect(approved.statusCode, approved.body).toBe(200);
    await refresh();
    const [lakeshore] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockOf.lakeshore!));
    expect(lakeshore!.onHandUnits).toBe(118);
    // Still under its par of 200, so still a recipient of EPI-A2: 177 - 118 = 59.
    expect((await list('healthpro')).suggestions.map(brief)).toEqual([
      ['holder', 'lakeshore', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 49, 4708.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
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
      ['holder', 'lakeshore', 'EPI-A2', 59, 5669.9],
      ['holder', 'harbour', 'EPI-A1', 29, 2786.9],
      ['holder', 'harbour', 'EPI-A2', 29, 2786.9],
    ]);
  });
});
