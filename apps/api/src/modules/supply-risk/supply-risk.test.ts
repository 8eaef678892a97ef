/**
 * Supply-chain risk, worked by hand on small scenarios: who holds a product's units (one location,
 * two of one distributor, two distributors, none, a location under review), its flags, its days of
 * cover from orders placed on past dates (a clock the test controls) and the figures refresh, the
 * risk order, the CSV, and who may read it. Each product is the test's own ("Riskcheck ..."), so a
 * search keeps the demo data out of the figures.
 */
import { compareSupplyRisk, type SupplyRisk, type SupplyRiskPage } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, productSupply, products, stocks, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { createFiguresService } from '../figures/service.js';
import { receiveLot } from '../stock/ledger.js';

let ctx: TestContext;
let now = new Date('2026-03-10T15:00:00Z');
const clock = () => now;

let member: string;
let member2: string;
let supplier: string;
const place: Record<'toronto' | 'mississauga' | 'winnipeg' | 'ottawa', string> = { toronto: '', mississauga: '', winnipeg: '', ottawa: '' };
/** The scenarios' products by their short name. */
const product: Record<string, string> = {};
const lot: Record<string, string> = {};

async function makeProduct(name: string) {
  const [row] = await ctx.db
    .insert(products)
    .values({ productId: `RC-${name}`, name: `Riskcheck ${name}`, brand: 'Riskcheck', contractNumber: `CN-RC-${name}`, price: '2.50', supplierId: supplier })
    .returning();
  product[name] = row!._id;
  return row!._id;
}

/** A stock created in January 2026, so that February on is whole months of its history. */
async function makeStock(productId: string, memberId = member) {
  const [row] = await ctx.db
    .insert(stocks)
    .values({ memberId, productId, parLevel: 0, createdAt: new Date('2026-01-10T12:00:00Z') })
    .returning();
  return row!._id;
}

async function receive(stockId: string, at: keyof typeof place, units: number, name: string) {
  const unit = await ctx.db.transaction((tx) =>
    receiveLot(tx, { stockId, locationId: place[at], lotNumber: name, expiry: '2027-12-31', units }, { reason: 'SEED' }),
  );
  lot[name] = unit._id;
  return unit._id;
}

async function order(stockId: string, lotName: string, units: number, on: string) {
  now = new Date(`${on}T15:00:00Z`);
  const answer = await call(ctx, 'member', 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId: lot[lotName]!, units }] });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function flag(productId: string, name: string, value: 'RED' | 'YELLOW' | 'GREEN' | null) {
  const added = await call(ctx, 'supplier', 'POST', `/product/${productId}/supplychain`, {
    name,
    line1: '1 Plant Rd',
    line2: 'Hamilton, ON',
    postalCode: 'L8P 4R5',
    type: 'MANUFACTURING_FACILITIES',
  });
  expect(added.statusCode, added.body).toBe(200);
  const itemId = added.json().data.data.supplyChainInfo._id as string;
  if (value) {
    const flagged = await call(ctx, 'supplier', 'PATCH', `/supplychain/${itemId}`, { flag: value });
    expect(flagged.statusCode, flagged.body).toBe(200);
  }
  return itemId;
}

const risk = async (query = 'search=Riskcheck&limit=100') => {
  const answer = await call(ctx, 'healthpro', 'GET', `/supplyrisk?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as SupplyRiskPage;
};
const rowOf = async (name: string) => (await risk()).products.find((p) => p.Product._id === product[name])!;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const idOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!._id;
  [member, member2, supplier] = await Promise.all([idOf(DEMO.member), idOf(DEMO.member2), idOf(DEMO.supplier)]);
  const byName = async (name: string) => (await ctx.db.select().from(locations).where(eq(locations.name, name)))[0]!._id;
  place.toronto = await byName('Toronto Central Depot'); // TransCanada Medical Logistics
  place.mississauga = await byName('Mississauga Warehouse'); // TransCanada Medical Logistics
  place.winnipeg = await byName('Winnipeg Distribution Centre'); // Prairie Medical Distribution
  place.ottawa = await byName('Ottawa Cross-dock'); // TransCanada, waiting for approval

  // One location holds all of it.
  await receive(await makeStock(await makeProduct('Alone')), 'toronto', 50, 'ALONE-1');
  // Two locations, both TransCanada's: one distributor holds all of it.
  const pair = await makeStock(await makeProduct('Pair'));
  await receive(pair, 'toronto', 40, 'PAIR-1');
  await receive(pair, 'mississauga', 60, 'PAIR-2');
  // A stock without units.
  await makeStock(await makeProduct('Empty'));
  // Two distributors, and a red (and a yellow) partner.
  const flagged = await makeStock(await makeProduct('Flagged'));
  await receive(flagged, 'toronto', 30, 'FLAG-1');
  await receive(flagged, 'winnipeg', 30, 'FLAG-2');
  await flag(product.Flagged!, 'Hamilton Fill-Finish', 'RED');
  await flag(product.Flagged!, 'Brampton Blister', 'YELLOW');
  await flag(product.Flagged!, 'Guelph Labels', null);
  // One location and a red partner: the most at risk.
  await receive(await makeStock(await makeProduct('Lonely')), 'winnipeg', 10, 'LONELY-1');
  await flag(product.Lonely!, 'Oakville Vials', 'RED');
  // Two distributors, no usage.
  const spread = await makeStock(await makeProduct('Spread'));
  await receive(spread, 'toronto', 500, 'SPREAD-1');
  await receive(spread, 'winnipeg', 500, 'SPREAD-2');
  // Two distributors; 110 units ordered in each of March, April and May.
  const low = await makeStock(await makeProduct('Low'));
  await receive(low, 'toronto', 350, 'LOW-1');
  await receive(low, 'winnipeg', 50, 'LOW-2');
  // Two distributors, two members: 90, 60 and 30 units ordered by one, none by the other.
  const covered = await makeStock(await makeProduct('Covered'));
  await receive(covered, 'toronto', 600, 'COVERED-1');
  await receive(covered, 'winnipeg', 300, 'COVERED-2');
  await receive(await makeStock(product.Covered!, member2), 'toronto', 100, 'COVERED-3');
  // A location under review: units there count, the location does not hold them for the programme.
  const review = await makeStock(await makeProduct('Review'));
  await receive(review, 'toronto', 20, 'REVIEW-1');
  await receive(review, 'ottawa', 70, 'REVIEW-2');

  for (const [on, lowUnits, coveredUnits] of [
    ['2026-03-10', 110, 90],
    ['2026-04-14', 110, 60],
    ['2026-05-20', 110, 30],
  ] as const) {
    await order(low, 'LOW-1', lowUnits, on);
    await order(covered, 'COVERED-1', coveredUnits, on);
  }
  // The figures as of 15 June 2026: usage over March, April and May.
  now = new Date('2026-06-15T15:00:00Z');
  await createFiguresService({ db: ctx.db, clock }).refresh();
});
afterAll(() => ctx.close());

describe('who holds a product', () => {
  it('one location holding all of it is a single location', async () => {
    const alone = await rowOf('Alone');
    expect(alone).toMatchObject({ units: 50, availableUnits: 50, tier: 1, atRisk: true, reasons: ['SINGLE_LOCATION'] });
    expect(alone.locations).toEqual([{ _id: place.toronto, name: 'Toronto Central Depot', distributorId: expect.any(String), units: 50 }]);
    expect(alone.distributors).toEqual([{ _id: alone.locations[0]!.distributorId, name: 'TransCanada Medical Logistics', units: 50 }]);
  });

  it('two locations of one distributor are a single distributor, most units first', async () => {
    const pair = await rowOf('Pair');
    expect(pair).toMatchObject({ units: 100, tier: 1, reasons: ['SINGLE_DISTRIBUTOR'] });
    expect(pair.locations.map((l) => [l.name, l.units])).toEqual([
      ['Mississauga Warehouse', 60],
      ['Toronto Central Depot', 40],
    ]);
    expect(pair.distributors).toEqual([expect.objectContaining({ name: 'TransCanada Medical Logistics', units: 100 })]);
  });

  it('two distributors holding it are no risk', async () => {
    const spread = await rowOf('Spread');
    expect(spread).toMatchObject({ units: 1000, tier: 3, atRisk: false, reasons: [], daysOfCover: null, averageMonthlyUsage: 0 });
    expect(spread.distributors.map((d) => [d.name, d.units])).toEqual([
      ['Prairie Medical Distribution', 500],
      ['TransCanada Medical Logistics', 500],
    ]);
  });

  it('no units at all', async () => {
    expect(await rowOf('Empty')).toMatchObject({ units: 0, locations: [], distributors: [], tier: 1, atRisk: true, reasons: ['NO_UNITS'] });
  });

  it('a location waiting for approval holds no units for the programme, until it is approved', async () => {
    const before = await rowOf('Review');
    expect(before).toMatchObject({ units: 90, tier: 1, reasons: ['SINGLE_LOCATION'] });
    expect(before.locations.map((l) => l.name)).toEqual(['Toronto Central Depot']);

    const [ottawa] = await ctx.db.select().from(locations).where(eq(locations._id, place.ottawa));
    const approved = await call(ctx, 'healthpro', 'POST', `/location/${place.ottawa}/approve`, { version: ottawa!.version });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await rowOf('Review');
    expect(after).toMatchObject({ units: 90, tier: 1, reasons: ['SINGLE_DISTRIBUTOR'] });
    expect(after.locations.map((l) => [l.name, l.units])).toEqual([
      ['Ottawa Cross-dock', 70],
      ['Toronto Central Depot', 20],
    ]);
  });
});

describe('flags', () => {
  it('lists the flagged partners, red first, and counts red and yellow', async () => {
    const flagged = await rowOf('Flagged');
    expect(flagged).toMatchObject({ redFlags: 1, yellowFlags: 1, tier: 2, reasons: ['RED_FLAG'], supplyChainId: expect.any(String) });
    expect(flagged.flags.map((f) => [f.name, f.flag, f.type])).toEqual([
      ['Hamilton Fill-Finish', 'RED', 'MANUFACTURING_FACILITIES'],
      ['Brampton Blister', 'YELLOW', 'MANUFACTURING_FACILITIES'],
    ]);
    expect(await rowOf('Lonely')).toMatchObject({ tier: 0, reasons: ['SINGLE_LOCATION', 'RED_FLAG'] });
  });

  it('a flag cleared leaves the red ones', async () => {
    const yellow = (await rowOf('Flagged')).flags.find((f) => f.flag === 'YELLOW')!;
    const cleared = await call(ctx, 'supplier', 'PATCH', `/supplychain/${yellow._id}`, { flag: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await rowOf('Flagged')).toMatchObject({ redFlags: 1, yellowFlags: 0, flags: [expect.objectContaining({ flag: 'RED' })] });
  });
});

describe('days of cover', () => {
  it('programme-wide: available units over the sum of its stocks’ daily usage', async () => {
    // 110 units in each of March, April, May: 110 a month; 400 - 330 = 70 left; 70 x 30.44 / 110 = 19.37.
    expect(await rowOf('Low')).toMatchObject({ units: 70, availableUnits: 70, averageMonthlyUsage: 110, daysOfCover: 19.4, reasons: ['LOW_COVER'] });
    // (90 + 60 + 30) / 3 = 60 a month, and 0 for the other member's stock; 900 - 180 + 100 = 820 left; 820 x 30.44 / 60 = 416.01.
    expect(await rowOf('Covered')).toMatchObject({ units: 820, averageMonthlyUsage: 60, daysOfCover: 416, tier: 3, atRisk: false, reasons: [] });
  });

  it('units held for a pending transfer are not available', async () => {
    const sender = (await ctx.db.select().from(stocks).where(eq(stocks.productId, product.Covered!))).find((s) => s.memberId === member)!;
    const offered = await call(ctx, 'member', 'POST', `/stock/${sender._id}/transfer/request`, {
      memberId: member2,
      stockUnits: [{ stockUnitId: lot['COVERED-2']!, units: 50 }],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    // 820 - 50 = 770; 770 x 30.44 / 60 = 390.65.
    expect(await rowOf('Covered')).toMatchObject({ units: 820, availableUnits: 770, daysOfCover: 390.6 });
  });

  it('orders of one product racing at two locations each add their own units (PostgreSQL: truly at once)', async () => {
    const before = await rowOf('Spread');
    const stockId = (await ctx.db.select().from(stocks).where(eq(stocks.productId, product.Spread!)))[0]!._id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(ctx, 'member', 'POST', `/stock/${stockId}/order`, { orderUnits: [{ stockUnitId: lot[i % 2 ? 'SPREAD-1' : 'SPREAD-2']!, units: 5 }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const after = await rowOf('Spread');
    expect(after.units).toBe(before.units - 40);
    expect(after.locations.map((l) => l.units)).toEqual(before.locations.map((l) => l.units - 20));
  });

  it('the refresh counts every figure afresh and finds what the triggers kept', async () => {
    const kept = await ctx.db.select().from(productSupply).orderBy(productSupply.productId);
    await createFiguresService({ db: ctx.db, clock }).refresh();
    expect(await ctx.db.select().from(productSupply).orderBy(productSupply.productId)).toEqual(kept);
  });
});

describe('the list', () => {
  it('is sorted by risk: one holder or none, red flags, then fewest days of cover (none last), then fewest units', async () => {
    const { products: rows, total, leadTimeDays } = await risk();
    expect(total).toBe(9);
    expect(leadTimeDays).toBe(30);
    const names = rows.map((r) => r.Product.name.replace('Riskcheck ', ''));
    expect(names).toEqual(['Lonely', 'Empty', 'Alone', 'Review', 'Pair', 'Flagged', 'Low', 'Covered', 'Spread']);
    const byContract = [...rows].sort((a, b) => compareSupplyRisk({ ...figuresOf(a), _id: a.Product._id }, { ...figuresOf(b), _id: b.Product._id }));
    expect(byContract.map((r) => r.Product._id)).toEqual(rows.map((r) => r.Product._id));
  });

  it('pages in the same order, and counts every product unsearched', async () => {
    const all = (await risk('search=Riskcheck&limit=100')).products.map((r) => r.Product._id);
    const second = await risk('search=Riskcheck&limit=3&skip=3');
    expect(second.products.map((r) => r.Product._id)).toEqual(all.slice(3, 6));
    const everything = await risk('limit=1');
    expect(everything.total).toBe(await ctx.db.$count(products));
  });

  it('refuses a bad page with a 400 that says why', async () => {
    const answer = await call(ctx, 'healthpro', 'GET', '/supplyrisk?limit=0');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/limit/i);
  });

  it('exports every row in the same order as CSV, in the reader’s language', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/healthpro/supplyrisk.csv?search=Riskcheck',
      headers: { authorization: `Bearer ${ctx.tokens.healthpro}`, 'accept-language': 'fr' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/csv/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID du produit,Produit,Marque,Fournisseur,Risque,Distributeurs,Emplacements,Drapeaux,Unités,Unités disponibles,Unités rappelées,Consommation mensuelle,Jours de couverture',
    );
    expect(lines).toHaveLength(10);
    expect(lines[1]).toBe(
      'RC-Lonely,Riskcheck Lonely,Riskcheck,Northfield Pharmaceuticals Inc.,Un seul emplacement; Drapeau rouge,Prairie Medical Distribution: 10,Winnipeg Distribution Centre: 10,Oakville Vials (RED),10,10,0,0,',
    );
    expect(lines.find((l) => l.startsWith('RC-Low,'))).toBe(
      'RC-Low,Riskcheck Low,Riskcheck,Northfield Pharmaceuticals Inc.,Couverture faible,Prairie Medical Distribution: 50; TransCanada Medical Logistics: 20,Winnipeg Distribution Centre: 50; Toronto Central Depot: 20,,70,70,0,110,19.4',
    );
  });

  it('is the administrator’s only', async () => {
    for (const who of ['member', 'supplier', 'distributor'] as const) {
      expect((await call(ctx, who, 'GET', '/supplyrisk')).statusCode).toBe(403);
      expect((await call(ctx, who, 'GET', '/supplyrisk.csv')).statusCode).toBe(403);
    }
  });
});

function figuresOf(row: SupplyRisk) {
  const locationsHeld = row.locations.length;
  return {
    locations: locationsHeld,
    distributors: row.distributors.length,
    supplierLocations: row.locations.filter((l) => l.distributorId === null).length,
    redFlags: row.redFlags,
    daysOfCover: row.daysOfCover,
    units: row.units,
  };
}
