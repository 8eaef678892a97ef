/**
 * Expiry risk (decision 020): the units of each lot projected to expire unused, chained in
 * expiry order, worked by hand on small scenarios with orders on fixed past dates; the month sums,
 * the page, the scopes of each portal, the CSV; the ledger keeping them in its transaction; and a
 * property test holding the database's closed form (`refresh_lot_risks`, db/definitions/lot-risks.ts) to the
 * contract's reference (`expiryRisk`) after many random ledger operations.
 */
import { expiryRisk, unitsUsedIn, type ExpiryRisk, type LotAtRisk, type UserType } from '@rds/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, multipart, type TestContext } from '../../../test/harness.js';
import { queryRows } from '../../db/client.js';
import { locations, lotRisks, products, stocks, stockUnits, users } from '../../db/schema.js';
import { BOM, columnsFor, csvHeader, csvRecords } from '../../platform/csv.js';
import { translate } from '../../platform/i18n.js';
import { createFiguresService } from '../figures/service.js';
import { holdUnits, receiveLot, releaseUnits, withdrawUnits } from '../stock/ledger.js';
import { lotAtRiskColumns } from './columns.js';
import { horizonOf } from './service.js';

/** The figures' day: 10 November 2026 in Toronto. Usage is counted over August, September and October. */
const DAY = '2026-11-10';
const AT_DAY = new Date('2026-11-10T15:00:00Z');
let now = AT_DAY;
const clock = () => now;

let ctx: TestContext;
const tokens = {} as Record<'riskMember' | 'otherMember' | 'riskSupplier' | 'riskDistributor', string>;
const ids = {} as Record<string, string>;

/** YYYY-MM-DD `days` days after the figures' day. */
const plus = (days: number) => new Date(Date.parse(`${DAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function call(who: keyof typeof tokens | 'supplier' | 'distributor' | 'healthpro' | 'member', type: UserType, path: string, payload?: unknown) {
  const token = who in tokens ? tokens[who as keyof typeof tokens] : ctx.tokens[who as 'supplier'];
  return ctx.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/${type}${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function risk(who: Parameters<typeof call>[0], type: UserType, query = 'months=12&limit=100'): Promise<ExpiryRisk> {
  const res = await call(who, type, `/expiryrisk?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The units at risk of the given lots as the viewer's list shows them (absent: none). */
const atRiskOf = (answer: ExpiryRisk, ...lots: string[]) => lots.map((id) => answer.lots.find((lot) => lot.stockUnitId === id)?.unitsAtRisk ?? 0);

const seeded = { reason: 'SEED' as const };

/** A lot received through the ledger (which refreshes the stock's lots at risk in the same transaction). */
async function receive(stock: string, lotNumber: string, expiry: string, units: number, location = ids.depotA!) {
  const lot = await ctx.db.transaction((tx) => receiveLot(tx, { stockId: stock, locationId: location, lotNumber, expiry, units }, seeded));
  return lot._id;
}

/** Standard orders through the API, one a month on the 10th of August, September and October: 31 + 30 + 31 = 92 units, 30.67 a month. */
async function useOneADay(stock: string, from: string) {
  for (const [date, units] of [
    ['2026-08-10', 31],
    ['2026-09-10', 30],
    ['2026-10-10', 31],
  ] as const) {
    now = new Date(`${date}T15:00:00Z`);
    const res = await call('riskMember', 'member', `/stock/${stock}/order`, { orderUnits: [{ stockUnitId: from, units }] });
    expect(res.statusCode, res.body).toBe(200);
  }
  now = AT_DAY;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const [supplier] = await ctx.db
    .insert(users)
    .values({ type: 'supplier', name: 'Risk Supplier Ltd', email: 'risk-supplier@example.org', phone: '', address: '1 Risk Rd' })
    .returning();
  const [distributor] = await ctx.db
    .insert(users)
    .values({ type: 'distributor', name: 'Risk Logistics', email: 'risk-distributor@example.org', phone: '', address: '2 Risk Rd' })
    .returning();
  const [member, other] = await ctx.db
    .insert(users)
    .values([
      { type: 'member', name: 'Risk Clinic', email: 'risk-member@example.org', phone: '', address: '3 Risk Rd' },
      { type: 'member', name: 'Other Clinic', email: 'other-member@example.org', phone: '', address: '4 Risk Rd' },
    ])
    .returning();
  const [depotA, depotB] = await ctx.db
    .insert(locations)
    .values([
      { name: 'Risk Depot A', line1: '5 Risk Rd', line2: 'Toronto, ON', postalCode: 'M5J 1E3', status: 'APPROVED', distributorId: distributor!._id },
      { name: 'Risk Depot B', line1: '6 Risk Rd', line2: 'Toronto, ON', postalCode: 'M5J 1E3', status: 'APPROVED', distributorId: distributor!._id },
    ])
    .returning();
  const [toronto] = await ctx.db.select().from(locations).where(eq(locations.name, 'Toronto Central Depot'));
  Object.assign(ids, { member: member!._id, other: other!._id, depotA: depotA!._id, depotB: depotB!._id, toronto: toronto!._id });
  // One product a scenario, so that each stock is a chain of its own.
  const prices = { A: '2.00', B: '3.00', C: '1.50', D: '10.00', E: '1.00' };
  const made = await ctx.db
    .insert(products)
    .values(
      Object.entries(prices).map(([name, price]) => ({
        productId: `RISK-${name}`,
        name: `Risk product ${name}`,
        brand: 'Risk',
        contractNumber: `CN-RISK-${name}`,
        price,
        supplierId: supplier!._id,
      })),
    )
    .returning();
  // Stocks made in June, so that August to October are whole months of their history.
  const held = await ctx.db
    .insert(stocks)
    .values(made.map((p) => ({ memberId: member!._id, productId: p._id, createdAt: new Date('2026-06-15T12:00:00Z') })))
    .returning();
  for (const [index, name] of Object.keys(prices).entries()) ids[`stock${name}`] = held.find((s) => s.productId === made[index]!._id)!._id;
  ids.productC = made[2]!._id;
  const [otherStock] = await ctx.db
    .insert(stocks)
    .values({ memberId: other!._id, productId: ids.productC, createdAt: new Date('2026-06-15T12:00:00Z') })
    .returning();
  ids.otherStockC = otherStock!._id;

  tokens.riskMember = await ctx.signIn('risk-member@example.org');
  tokens.otherMember = await ctx.signIn('other-member@example.org');
  tokens.riskSupplier = await ctx.signIn('risk-supplier@example.org');
  tokens.riskDistributor = await ctx.signIn('risk-distributor@example.org');

  // Usage: 92 units ordered in August to October from a supply lot that expires past every horizon.
  for (const name of ['A', 'B', 'D', 'E']) {
    const supply = await receive(ids[`stock${name}`]!, `SUP-${name}`, '2031-01-01', 200);
    ids[`supply${name}`] = supply;
    await useOneADay(ids[`stock${name}`]!, supply);
  }
}, 120_000);
afterAll(() => ctx?.close());

describe('before the first refresh', () => {
  it("answers today's horizon with nothing at risk", async () => {
    await ctx.db.execute(sql`delete from figures_state`);
    await ctx.db.execute(sql`delete from lot_risks`);
    const answer = await risk('healthpro', 'healthpro', 'months=6');
    expect(answer.asOf).toBe(DAY);
    expect(answer.months.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']);
    expect(answer.months.every((m) => m.units === 0 && m.value === 0)).toBe(true);
    expect(answer).toMatchObject({ lots: [], total: 0 });
    const csv = await call('healthpro', 'healthpro', '/expiryrisk.csv?months=6');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(BOM + csvHeader(lotAtRiskColumns, 'en'));
    expect(csv.body).toBe(`${BOM}Member,Product,Lot,Location,Expiry,Units,Units recalled (stock),Units at risk,Value at risk\r\n`);
  });
});

describe('chained risk, worked by hand', () => {
  beforeAll(async () => {
    const figures = await createFiguresService({ db: ctx.db, clock }).refresh();
    expect(figures.ran).toBe(true);
    // 92 units over three whole months: 30.67 a month, 30.67 / 30.44 = 1.0076 a day, so that
    // 5 days use 5 units, 10 days 10 and 20 days 20 (floor(days x 3067 / 3044)).
    const usage = await ctx.db.select({ id: stocks._id, usage: stocks.averageMonthlyUsage }).from(stocks).where(eq(stocks.memberId, ids.member!));
    expect(Object.fromEntries(usage.map((s) => [s.id, s.usage]))).toEqual({
      [ids.stockA!]: '30.67',
      [ids.stockB!]: '30.67',
      [ids.stockC!]: '0.00',
      [ids.stockD!]: '30.67',
      [ids.stockE!]: '30.67',
    });
    expect([5, 10, 20].map((days) => unitsUsedIn(days, 30.67))).toEqual([5, 10, 20]);

    // A: 10 units in 5 days and 10 in 20 days.
    ids.a1 = await receive(ids.stockA!, 'A-1', plus(5), 10);
    ids.a2 = await receive(ids.stockA!, 'A-2', plus(20), 10);
    // B: 10 units in 5 days and 30 in 20 days.
    ids.b1 = await receive(ids.stockB!, 'B-1', plus(5), 10);
    ids.b2 = await receive(ids.stockB!, 'B-2', plus(20), 30);
    // C: no usage; two lots of 10 in 40 days (two locations: same value, same expiry), 20 in 200 days, 7 in 400 days.
    ids.c1 = await receive(ids.stockC!, 'C-1', plus(40), 10);
    ids.c1b = await receive(ids.stockC!, 'C-1', plus(40), 10, ids.depotB);
    ids.c2 = await receive(ids.stockC!, 'C-2', plus(200), 20);
    ids.c3 = await receive(ids.stockC!, 'C-3', plus(400), 7);
    // D: an expired lot, and 20 units in 10 days.
    ids.d0 = await receive(ids.stockD!, 'D-0', plus(-3), 10);
    ids.d1 = await receive(ids.stockD!, 'D-1', plus(10), 20);
    // E: 10 units in 5 days.
    ids.e1 = await receive(ids.stockE!, 'E-1', plus(5), 10);
    // Another member's stock of product C, at the demo distributor's Toronto depot: 5 units in 30 days, no usage.
    ids.o1 = await receive(ids.otherStockC!, 'O-1', plus(30), 5, ids.toronto);
  });

  it('a stock using a unit a day: lots of 10 in 5 days and 10 in 20 days put 5 then 0 at risk', async () => {
    const answer = await risk('riskMember', 'member');
    expect(atRiskOf(answer, ids.a1!, ids.a2!)).toEqual([5, 0]);
    expect(answer.lots.some((lot) => lot.stockUnitId === ids.a2)).toBe(false);
    expect(answer.lots.find((lot) => lot.stockUnitId === ids.a1)).toMatchObject({
      stockId: ids.stockA,
      memberId: ids.member,
      lotNumber: 'A-1',
      expiry: plus(5),
      units: 10,
      unitsAtRisk: 5,
      valueAtRisk: 10,
      Product: { name: 'Risk product A', price: 2 },
      Member: { name: 'Risk Clinic' },
      Location: { name: 'Risk Depot A' },
    });
  });

  it('lots of 10 in 5 days and 30 in 20 days put 5 and 15 at risk (the first lot covers the first 5 days)', async () => {
    expect(atRiskOf(await risk('riskMember', 'member'), ids.b1!, ids.b2!)).toEqual([5, 15]);
  });

  it('without usage every unit expiring in the horizon is at risk, and none beyond it', async () => {
    const twelve = await risk('riskMember', 'member');
    expect(atRiskOf(twelve, ids.c1!, ids.c1b!, ids.c2!, ids.c3!)).toEqual([10, 10, 20, 0]);
    // 400 days is past 12 months, within 24.
    expect(atRiskOf(await risk('riskMember', 'member', 'months=24&limit=100'), ids.c3!)).toEqual([7]);
    // The supply lots, past every horizon, are never listed; with usage they are not at risk at all.
    expect((await risk('riskMember', 'member', 'months=36&limit=100')).lots.map((l) => l.lotNumber)).not.toContain('SUP-A');
  });

  it('counts neither expired lots nor units held for a transfer, and a hold or an order changes the units at risk in its own transaction', async () => {
    // 20 units in 10 days, 10 of which the stock uses: 10 at risk; the expired lot is lost, not at risk.
    expect(atRiskOf(await risk('riskMember', 'member'), ids.d0!, ids.d1!)).toEqual([0, 10]);
    const transfer = await call('riskMember', 'member', `/stock/${ids.stockD}/transfer/request`, {
      memberId: ids.other,
      stockUnits: [{ stockUnitId: ids.d1, units: 8 }],
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    // 8 held: 12 available, 10 used, 2 at risk; no refresh ran.
    const held = await risk('riskMember', 'member');
    expect(held.lots.find((lot) => lot.stockUnitId === ids.d1)).toMatchObject({ units: 12, unitsAtRisk: 2, valueAtRisk: 20 });
    const deny = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/member/stocktransfer/${transfer.json().data._id}/deny`,
      headers: { authorization: `Bearer ${tokens.otherMember}` },
      payload: { reason: 'Not needed' },
    });
    expect(deny.statusCode, deny.body).toBe(200);
    expect(atRiskOf(await risk('riskMember', 'member'), ids.d1!)).toEqual([10]);

    // E: 10 in 5 days, 5 at risk; an order of 3 from it leaves 7, of which 2 are at risk.
    expect(atRiskOf(await risk('riskMember', 'member'), ids.e1!)).toEqual([5]);
    const order = await call('riskMember', 'member', `/stock/${ids.stockE}/order`, { orderUnits: [{ stockUnitId: ids.e1, units: 3 }] });
    expect(order.statusCode, order.body).toBe(200);
    expect((await risk('riskMember', 'member')).lots.find((lot) => lot.stockUnitId === ids.e1)).toMatchObject({ units: 7, unitsAtRisk: 2, valueAtRisk: 2 });
  });

  it('sums units and value by month of expiry over every month of the horizon, zero months included', async () => {
    const answer = await risk('riskMember', 'member');
    expect(answer.asOf).toBe(DAY);
    // From 10 Nov 2026 to the end of October 2027: twelve calendar months, the first from the day.
    expect(answer.months).toEqual([
      // A-1 5 x 2.00, B-1 5 x 3.00, B-2 15 x 3.00, D-1 10 x 10.00, E-1 2 x 1.00
      { month: '2026-11', units: 37, value: 172 },
      // C-1 at two depots: 20 x 1.50
      { month: '2026-12', units: 20, value: 30 },
      { month: '2027-01', units: 0, value: 0 },
      { month: '2027-02', units: 0, value: 0 },
      { month: '2027-03', units: 0, value: 0 },
      { month: '2027-04', units: 0, value: 0 },
      // C-2 (29 May 2027): 20 x 1.50
      { month: '2027-05', units: 20, value: 30 },
      ...['2027-06', '2027-07', '2027-08', '2027-09', '2027-10'].map((month) => ({ month, units: 0, value: 0 })),
    ]);
    expect(answer.total).toBe(8);
    expect(answer.lots.reduce((sum, lot) => sum + lot.valueAtRisk, 0)).toBe(232);
  });

  it('lists the lots most value first, then earliest expiry, then id, in pages that add up to the list', async () => {
    const whole = await risk('riskMember', 'member');
    // D-1 100.00; B-2 45.00; C-2 30.00; then 15.00 each: B-1 (in 5 days) before the two C-1 lots (in 40 days), by id; A-1 10.00; E-1 2.00.
    const [c1, c1b] = [ids.c1!, ids.c1b!].sort();
    expect(whole.lots.map((lot) => lot.stockUnitId)).toEqual([ids.d1, ids.b2, ids.c2, ids.b1, c1, c1b, ids.a1, ids.e1]);
    expect(whole.lots.map((lot) => lot.valueAtRisk)).toEqual([100, 45, 30, 15, 15, 15, 10, 2]);
    const paged: LotAtRisk[] = [];
    for (let skip = 0; skip < whole.total; skip += 3) paged.push(...(await risk('riskMember', 'member', `months=12&limit=3&skip=${skip}`)).lots);
    expect(paged).toEqual(whole.lots);
    const page = await risk('riskMember', 'member', 'months=12&limit=2&skip=2');
    expect(page.total).toBe(8);
    expect(page.months).toEqual(whole.months);
    expect(page.lots.map((l) => l.stockUnitId)).toEqual([ids.c2, ids.b1]);
  });
});

describe('each portal sees its own lots', () => {
  const mine = () => [ids.a1, ids.b1, ids.b2, ids.c1, ids.c1b, ids.c2, ids.d1, ids.e1] as string[];
  const listed = (answer: ExpiryRisk) => answer.lots.map((lot) => lot.stockUnitId).sort();

  it('a member: its stocks’ lots', async () => {
    expect(listed(await risk('riskMember', 'member'))).toEqual(mine().sort());
    const other = await risk('otherMember', 'member');
    expect(listed(other)).toEqual([ids.o1]);
    expect(other.total).toBe(1);
    expect(other.months[1]).toEqual({ month: '2026-12', units: 5, value: 7.5 });
    expect(listed(await risk('member', 'member')).filter((id) => [...mine(), ids.o1].includes(id))).toEqual([]);
  });

  it('a supplier: the lots of its products, whichever member holds them', async () => {
    const answer = await risk('riskSupplier', 'supplier');
    expect(listed(answer)).toEqual([...mine(), ids.o1!].sort());
    expect(answer.total).toBe(9);
    expect(answer.months.slice(0, 2)).toEqual([
      { month: '2026-11', units: 37, value: 172 },
      { month: '2026-12', units: 25, value: 37.5 },
    ]);
    expect(listed(await risk('supplier', 'supplier')).filter((id) => [...mine(), ids.o1].includes(id))).toEqual([]);
  });

  it('a distributor: the lots at its locations', async () => {
    expect(listed(await risk('riskDistributor', 'distributor'))).toEqual(mine().sort());
    const demo = await risk('distributor', 'distributor');
    expect(listed(demo)).toContain(ids.o1);
    expect(listed(demo).filter((id) => mine().includes(id))).toEqual([]);
  });

  it('the administrator: the programme', async () => {
    const answer = await risk('healthpro', 'healthpro', 'months=12&limit=100');
    expect(listed(answer)).toEqual(expect.arrayContaining([...mine(), ids.o1]));
    expect(answer.total).toBe(answer.lots.length);
    expect(answer.months.reduce((sum, m) => sum + m.units, 0)).toBe(answer.lots.reduce((sum, lot) => sum + lot.unitsAtRisk, 0));
    const kept = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from lot_risks where expiry >= ${DAY}::date and expiry < '2027-11-10'::date`,
    );
    expect(answer.total).toBe(kept[0]!.n);
  });
});

describe('a product given to another supplier', () => {
  it('takes its lots at risk and their month totals along at once, and back', async () => {
    const send = async (supplierId: string) => {
      const form = await multipart({ supplierId });
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/healthpro/product/${ids.productC}`,
        headers: { ...form.headers, authorization: `Bearer ${ctx.tokens.healthpro}` },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const lotsC = [ids.c1, ids.c1b, ids.c2, ids.o1] as string[];
    const units = (answer: ExpiryRisk) => answer.months.reduce((sum, month) => sum + month.units, 0);
    const riskBefore = await risk('riskSupplier', 'supplier');
    const demoBefore = await risk('supplier', 'supplier');
    const movedUnits = riskBefore.lots.filter((lot) => lotsC.includes(lot.stockUnitId)).reduce((sum, lot) => sum + lot.unitsAtRisk, 0);
    expect(movedUnits).toBeGreaterThan(0);
    const [demoSupplier] = await ctx.db.select().from(users).where(eq(users.email, 'supplier@example.org'));
    const [riskSupplier] = await ctx.db.select().from(users).where(eq(users.email, 'risk-supplier@example.org'));

    await send(demoSupplier!._id);
    const riskAfter = await risk('riskSupplier', 'supplier');
    const demoAfter = await risk('supplier', 'supplier');
    expect(riskAfter.lots.filter((lot) => lotsC.includes(lot.stockUnitId))).toEqual([]);
    expect(demoAfter.lots.map((lot) => lot.stockUnitId)).toEqual(
      expect.arrayContaining(lotsC.filter((id) => riskBefore.lots.some((l) => l.stockUnitId === id))),
    );
    expect(units(riskAfter)).toBe(units(riskBefore) - movedUnits);
    expect(units(demoAfter)).toBe(units(demoBefore) + movedUnits);

    await send(riskSupplier!._id);
    expect(await risk('riskSupplier', 'supplier')).toEqual(riskBefore);
    expect(await risk('supplier', 'supplier')).toEqual(demoBefore);
  });
});

describe('CSV export and bad input', () => {
  it('exports every lot at risk of the horizon, as the list shows them, in the reader’s language', async () => {
    const whole = await risk('riskSupplier', 'supplier', 'months=24&limit=100');
    const res = await call('riskSupplier', 'supplier', '/expiryrisk.csv?months=24');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="expiry-risk-\d{4}-\d{2}-\d{2}\.csv"$/);
    const reader = { viewer: 'supplier' as const, say: (key: string) => translate('en', key) };
    const shown = columnsFor(lotAtRiskColumns, 'supplier');
    expect(res.body).toBe(BOM + csvHeader(shown, 'en') + csvRecords(shown, whole.lots, reader));
    expect(res.body).toContain('Risk Clinic,Risk product D,D-1,Risk Depot A,2026-11-20,20,0,10,100\r\n');
    // C-3, 400 days out, is in 24 months.
    expect(res.body).toContain(',C-3,');
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/supplier/expiryrisk.csv?months=6',
      headers: { authorization: `Bearer ${tokens.riskSupplier}`, 'accept-language': 'fr' },
    });
    expect(french.body.split('\r\n')[0]).toBe(
      `${BOM}Membre,Produit,Lot,Emplacement,Péremption,Unités,Unités rappelées (stock),Unités à risque,Valeur à risque`,
    );
    // A member's screen and export leave out the member: every lot is its own.
    const member = await call('riskMember', 'member', '/expiryrisk.csv?months=12');
    const mine = await risk('riskMember', 'member');
    const memberColumns = columnsFor(lotAtRiskColumns, 'member');
    expect(member.body).toBe(
      BOM + csvHeader(memberColumns, 'en') + csvRecords(memberColumns, mine.lots, { viewer: 'member', say: (key) => translate('en', key) }),
    );
    expect(member.body.split('\r\n')[0]).toBe(`${BOM}Product,Lot,Location,Expiry,Units,Units recalled (stock),Units at risk,Value at risk`);
  });

  it.each(['months=0', 'months=37', 'months=x', 'months=1.5'])('refuses %s with a 400 that says what months takes', async (query) => {
    for (const path of ['/expiryrisk', '/expiryrisk.csv']) {
      const res = await call('riskMember', 'member', `${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'months must be a whole number of months from 1 to 36' });
    }
    const french = await ctx.app.inject({
      method: 'GET',
      url: `/api/member/expiryrisk?${query}`,
      headers: { authorization: `Bearer ${tokens.riskMember}`, 'accept-language': 'fr' },
    });
    expect(french.json().message).toBe('months doit être un nombre entier de mois, de 1 à 36');
  });

  it('refuses limit and skip on the export (it holds every lot)', async () => {
    expect((await call('riskMember', 'member', '/expiryrisk.csv?months=12&limit=5')).statusCode).toBe(400);
  });

  it('names the horizon’s months: the day’s own and the whole months after it, as many as asked', () => {
    expect(horizonOf('2026-11-01', 12).months).toHaveLength(12);
    expect(horizonOf('2026-11-10', 12)).toMatchObject({ day: '2026-11-10', end: '2027-11-01' });
    expect(horizonOf('2026-11-10', 12).months).toEqual([
      '2026-11',
      '2026-12',
      ...Array.from({ length: 10 }, (_, k) => `2027-${String(k + 1).padStart(2, '0')}`),
    ]);
    expect(horizonOf('2026-11-10', 1)).toEqual({ day: '2026-11-10', end: '2026-12-01', months: ['2026-11'] });
    expect(horizonOf('2026-12-31', 2)).toEqual({ day: '2026-12-31', end: '2027-02-01', months: ['2026-12', '2027-01'] });
  });
});

/** A small seeded generator (mulberry32), so that a failure can be replayed with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

describe('the kept lots at risk equal the contract’s expiryRisk', () => {
  let member: string;
  const propertyStocks: string[] = [];

  beforeAll(async () => {
    // The figures' day, as the refresh above stamped it (when this suite runs alone, stamped here).
    await ctx.db.execute(sql`insert into figures_state (id, day, first_month, months) values (1, ${DAY}::date, '2026-08-01', 3) on conflict (id) do nothing`);
    const [made] = await ctx.db
      .insert(users)
      .values({ type: 'member', name: 'Property Clinic', email: 'property-member@example.org', phone: '', address: '7 Risk Rd' })
      .returning();
    member = made!._id;
    const productIds = (await ctx.db.select({ id: products._id }).from(products).where(eq(products.brand, 'Risk'))).map((p) => p.id);
    const held = await ctx.db
      .insert(stocks)
      .values(productIds.map((productId) => ({ memberId: member, productId })))
      .returning();
    propertyStocks.push(...held.map((s) => s._id));
  });

  /** What the contract's rule says of a stock's lots, and what the database keeps, as stock unit id -> units at risk. */
  async function compare(stockId: string) {
    const [stock] = await ctx.db.select().from(stocks).where(eq(stocks._id, stockId));
    const lots = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId));
    const usage = stock!.averageMonthlyUsage === null ? null : Number(stock!.averageMonthlyUsage);
    const reference = expiryRisk(
      lots.map((lot) => ({ _id: lot._id, lotNumber: lot.lotNumber, expiry: lot.expiry, availableUnits: lot.units - lot.reservedUnits })),
      usage,
      DAY,
    );
    const expected = Object.fromEntries([...reference].filter(([, units]) => units > 0).sort(([a], [b]) => (a < b ? -1 : 1)));
    const kept = await ctx.db.select().from(lotRisks).where(eq(lotRisks.stockId, stockId));
    const actual = Object.fromEntries(kept.map((row) => [row.stockUnitId, row.unitsAtRisk]).sort(([a], [b]) => (a! < b! ? -1 : 1)));
    // The kept row names its lot's stock, member, product, location and expiry.
    for (const row of kept) {
      const lot = lots.find((l) => l._id === row.stockUnitId)!;
      expect(row).toMatchObject({ memberId: stock!.memberId, productId: stock!.productId, locationId: lot.locationId, expiry: lot.expiry });
    }
    // Lots the stock uses in part: the chain, not all-or-nothing, decided them.
    const partial = lots.filter((l) => (reference.get(l._id) ?? 0) > 0 && reference.get(l._id)! < l.units - l.reservedUnits).length;
    return { expected, actual, usage, partial, lots: lots.map((l) => [l.lotNumber, l.expiry, l.units, l.reservedUnits]) };
  }

  it('at 255 units a month, a lot 761 days out: 6,375 units used exactly (floating point says 6,374.999...)', async () => {
    const stockId = propertyStocks[0]!;
    await ctx.db.update(stocks).set({ averageMonthlyUsage: '255.00' }).where(eq(stocks._id, stockId));
    expect(Math.floor(761 * (255 / 30.44))).toBe(6374);
    expect(unitsUsedIn(761, 255)).toBe(6375);
    const lot = await receive(stockId, 'EXACT', plus(761), 6400);
    const { expected, actual } = await compare(stockId);
    expect(actual).toEqual({ [lot]: 25 });
    expect(expected).toEqual(actual);
    await ctx.db.transaction((tx) => withdrawUnits(tx, lot, 6400, { reason: 'STOCK_REQUEST_WITHDRAWN' }));
  });

  it('after many random receipts, withdrawals, holds and releases through the ledger', async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 1_000_000);
    const rng = random(seed);
    const usages = [null, '0.00', '3.50', '30.67', '12.34', '255.00', '91.32', '7.61'];
    for (const stockId of propertyStocks) {
      const usage = rng.next() < 0.3 ? rng.pick(usages) : (rng.int(1, 20000) / 100).toFixed(2);
      await ctx.db.update(stocks).set({ averageMonthlyUsage: usage }).where(eq(stocks._id, stockId));
    }
    // Few expiries and lot numbers, so that lots share expiry days (ties broken by id) and receipts add to lots already held.
    const offsets = [-20, -1, 0, 1, 3, 9, 30, 31, 95, 200, 366, 761, 1000];
    const depots = [ids.depotA!, ids.depotB!];
    const operations = 400;
    let partials = 0;
    for (let step = 0; step < operations; step++) {
      const stockId = rng.pick(propertyStocks);
      const lots = await ctx.db.select().from(stockUnits).where(eq(stockUnits.stockId, stockId));
      const available = lots.filter((l) => l.units - l.reservedUnits > 0);
      const reserved = lots.filter((l) => l.reservedUnits > 0);
      const roll = rng.next();
      let done: string;
      if (roll < 0.4 || available.length === 0) {
        const expiry = rng.next() < 0.8 ? plus(rng.pick(offsets)) : plus(rng.int(-40, 1100));
        const units = rng.int(1, 60);
        const lotNumber = `P-${rng.int(1, 4)}`;
        await receive(stockId, lotNumber, expiry, units, rng.pick(depots));
        done = `receive ${units} of ${lotNumber} ${expiry}`;
      } else if (roll < 0.65) {
        const lot = rng.pick(available);
        const units = rng.int(1, lot.units - lot.reservedUnits);
        await ctx.db.transaction((tx) => withdrawUnits(tx, lot._id, units, { reason: 'ORDER_CREATED' }));
        done = `withdraw ${units} of ${lot.lotNumber} ${lot.expiry}`;
      } else if (roll < 0.82) {
        const lot = rng.pick(available);
        const units = rng.int(1, lot.units - lot.reservedUnits);
        await ctx.db.transaction((tx) => holdUnits(tx, lot._id, units));
        done = `hold ${units} of ${lot.lotNumber} ${lot.expiry}`;
      } else if (reserved.length > 0 && roll < 0.92) {
        const lot = rng.pick(reserved);
        const units = rng.int(1, lot.reservedUnits);
        await ctx.db.transaction((tx) => releaseUnits(tx, lot._id, units));
        done = `release ${units} of ${lot.lotNumber} ${lot.expiry}`;
      } else if (reserved.length > 0) {
        const lot = rng.pick(reserved);
        const units = rng.int(1, lot.reservedUnits);
        await ctx.db.transaction((tx) => withdrawUnits(tx, lot._id, units, { reason: 'TRANSFER_OUT' }, { fromHold: true }));
        done = `withdraw ${units} held of ${lot.lotNumber} ${lot.expiry}`;
      } else continue;
      const { expected, actual, usage, partial, lots: now } = await compare(stockId);
      partials += partial;
      expect(actual, `seed ${seed}, step ${step}: ${done} (usage ${usage}; lots ${JSON.stringify(now)})`).toEqual(expected);
    }
    expect(partials, 'lots used in part, compared after the operations').toBeGreaterThan(20);
    // The books balance at the end of the file: no hold without its pending transfer.
    const held = await ctx.db.select().from(stockUnits).where(inArray(stockUnits.stockId, propertyStocks));
    for (const lot of held.filter((l) => l.reservedUnits > 0)) await ctx.db.transaction((tx) => releaseUnits(tx, lot._id, lot.reservedUnits));
    for (const stockId of propertyStocks) {
      const { expected, actual } = await compare(stockId);
      expect(actual, `seed ${seed}, after the releases`).toEqual(expected);
    }
    // A refresh of every stock from scratch keeps the same rows.
    const kept = () => ctx.db.select().from(lotRisks).where(inArray(lotRisks.stockId, propertyStocks)).orderBy(lotRisks.stockUnitId);
    const before = await kept();
    await ctx.db.execute(sql`select refresh_lot_risks(array(select id from stocks))`);
    expect(await kept()).toEqual(before);
  }, 120_000);
});

describe('recalled units, kept apart', () => {
  it('leaves a frozen lot out of the risk and says its stock’s units recalled apart, on the screen and in the export', async () => {
    const before = await risk('riskMember', 'member');
    expect(before.recalledUnits).toBe(0);
    expect(before.lots.find((lot) => lot.stockUnitId === ids.c2)).toMatchObject({ unitsAtRisk: 20, recalledUnits: 0 });
    const created = await call('riskSupplier', 'supplier', '/recalls', {
      productId: ids.productC,
      lotNumbers: ['C-2'],
      class: 'II',
      reason: 'Label misprint',
      action: 'RETURN',
      respondBy: plus(20),
    });
    expect(created.statusCode, created.body).toBe(200);
    const activated = await call('riskSupplier', 'supplier', `/recall/${created.json().data._id}/activate`, {});
    expect(activated.statusCode, activated.body).toBe(200);

    const after = await risk('riskMember', 'member');
    // C-2's 20 units leave the risk (the total, the list and the months); its stock's other lots say them apart.
    expect(after.lots.map((lot) => lot.stockUnitId)).not.toContain(ids.c2);
    expect(after.total).toBe(before.total - 1);
    expect(after.months.reduce((sum, m) => sum + m.units, 0)).toBe(before.months.reduce((sum, m) => sum + m.units, 0) - 20);
    expect(after.recalledUnits).toBe(20);
    expect(after.lots.filter((lot) => [ids.c1, ids.c1b].includes(lot.stockUnitId)).map((lot) => lot.recalledUnits)).toEqual([20, 20]);
    expect(after.lots.filter((lot) => lot.stockId !== ids.stockC).every((lot) => lot.recalledUnits === 0)).toBe(true);
    // The supplier and the distributor of Depot A see the same apart; the other member, holding none of the lot, nothing.
    expect((await risk('riskSupplier', 'supplier')).recalledUnits).toBe(20);
    expect((await risk('riskDistributor', 'distributor')).recalledUnits).toBe(20);
    expect((await risk('distributor', 'distributor')).recalledUnits).toBe(0);
    const other = await risk('otherMember', 'member');
    expect(other).toMatchObject({ recalledUnits: 0, lots: [{ stockUnitId: ids.o1, recalledUnits: 0 }] });
    // A horizon that ends before C-2 expires (200 days) has nothing recalled in it.
    expect((await risk('riskMember', 'member', 'months=6&limit=100')).recalledUnits).toBe(0);

    const csv = await call('riskMember', 'member', '/expiryrisk.csv?months=12');
    expect(csv.body).toContain('Risk product C,C-1,Risk Depot A,2026-12-20,10,20,10,15\r\n');
    expect(csv.body).not.toContain(',C-2,');
  });
});
