/**
 * CSV exports of the lists (`GET /api/{usertype}/<list>.csv`): each equals its list read page by
 * page (same search, sort and filter) through the same column table; cells that a spreadsheet
 * would run as formulas are neutralised; a member never gets another member's rows; the file is
 * UTF-8 with a BOM, headers in the request's language; bad input is a 4xx.
 */
import type { UserType } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { locationColumns } from '../src/modules/locations/columns.js';
import { notificationColumns } from '../src/modules/notifications/columns.js';
import { expiringOrderColumns, orderColumns } from '../src/modules/orders/columns.js';
import { productColumns } from '../src/modules/products/columns.js';
import { queryColumns } from '../src/modules/queries/columns.js';
import { redistributionColumns } from '../src/modules/redistribution/columns.js';
import { replenishmentColumns } from '../src/modules/replenishments/columns.js';
import { aggregateColumns, stockColumns } from '../src/modules/stock/columns.js';
import { stockRequestColumns } from '../src/modules/stock-requests/columns.js';
import { supplyChainColumns } from '../src/modules/supply-chain/columns.js';
import { supplyRiskColumns } from '../src/modules/supply-risk/columns.js';
import { transferColumns } from '../src/modules/transfers/columns.js';
import { userColumns } from '../src/modules/users/columns.js';
import { BOM, columnsFor, csvHeader, csvRecords, type CsvColumn } from '../src/platform/csv.js';
import { translate } from '../src/platform/i18n.js';
import { call, createTestContext, DEMO, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Some history, so that the lists have rows on several pages: orders of the member's lots, and a transfer.
  type HeldStock = { _id: string; parLevel: number; StockUnits: { _id: string; availableUnits: number }[]; openRequest: unknown };
  const stocksOf = async (who: 'member' | 'member2') => (await call(ctx, who, 'GET', '/stocks?limit=100')).json().data.stocks as HeldStock[];
  for (const who of ['member', 'member2'] as const) {
    const held = await stocksOf(who);
    for (const stock of held) {
      for (const unit of stock.StockUnits.filter((u) => u.availableUnits > 2).slice(0, 2)) {
        const placed = await call(ctx, who, 'POST', `/stock/${stock._id}/order`, { orderUnits: [{ stockUnitId: unit._id, units: 1 }] });
        expect(placed.statusCode, placed.body).toBe(200);
      }
    }
    for (const stock of held.filter((s) => !s.openRequest).slice(0, 2)) {
      const asked = await call(ctx, who, 'POST', '/stock/increase', { stockId: stock._id, requestedParLevel: stock.parLevel + 10, minimumExpiry: 6 });
      expect(asked.statusCode, asked.body).toBe(200);
    }
  }
  const stocks = await stocksOf('member');
  const others = (await call(ctx, 'member', 'GET', '/memberList')).json().data as { _id: string }[];
  const lot = stocks.flatMap((s) => s.StockUnits.map((u) => ({ stock: s._id, ...u }))).find((u) => u.availableUnits > 2)!;
  const transfer = await call(ctx, 'member', 'POST', `/stock/${lot.stock}/transfer/request`, {
    memberId: others[0]!._id,
    stockUnits: [{ stockUnitId: lot._id, units: 1 }],
  });
  expect(transfer.statusCode, transfer.body).toBe(200);
  await call(ctx, 'healthpro', 'POST', '/expiringlots/run');
});
afterAll(() => ctx.close());

type Who = keyof typeof DEMO;
const typeOf = (who: Who): UserType => (who === 'member2' ? 'member' : who);

/** A small RFC 4180 reader, to look at cells (the equality checks compare the text itself). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (record.push(field), (field = ''));
    else if (c === '\r' && text[i + 1] === '\n') {
      (record.push(field), records.push(record), (record = []), (field = ''), i++);
    } else field += c;
  }
  if (field !== '' || record.length > 0) (record.push(field), records.push(record));
  return records;
}

/** Every row of a list, read page by page (one row a page, so that every list of two rows or more takes several pages). */
async function allPages(who: Who, path: string, query: string) {
  const rows: unknown[] = [];
  let total = Infinity;
  let pages = 0;
  for (let skip = 0; skip < total; skip += 1) {
    const res = await call(ctx, who, 'GET', `${path}?limit=1&skip=${skip}${query ? `&${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, unknown> & { total: number };
    const list = Object.values(data).find(Array.isArray) as unknown[];
    rows.push(...list);
    total = data.total;
    pages++;
  }
  return { rows, pages };
}

const exportOf = (who: Who, path: string, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/${typeOf(who)}${path}.csv${query ? `?${query}` : ''}`,
    headers: { authorization: `Bearer ${ctx.tokens[who]}`, ...headers },
  });

// [who, list path, column table, query]
const CASES: [Who, string, string, CsvColumn<never>[]][] = [
  ['healthpro', '/products', 'sort=name', productColumns],
  ['healthpro', '/members', 'sort=oldest', userColumns],
  ['healthpro', '/suppliers', '', userColumns],
  ['healthpro', '/distributors', 'sort=name', userColumns],
  ['healthpro', '/locations', 'sort=name', locationColumns],
  ['healthpro', '/orders', 'sort=oldest', orderColumns],
  ['healthpro', '/orders/expiring', '', expiringOrderColumns],
  ['healthpro', '/notifications', '', notificationColumns],
  ['healthpro', '/queries', 'sort=oldest', queryColumns],
  ['healthpro', '/stocks', 'sort=name', stockColumns],
  ['healthpro', '/stockrequests', '', stockRequestColumns],
  ['healthpro', '/stockreplenishments', '', replenishmentColumns],
  ['healthpro', '/stocktransfers', '', transferColumns],
  ['healthpro', '/stocks/aggregate', 'sort=name', aggregateColumns],
  ['healthpro', '/supplychain', 'sort=name', supplyChainColumns],
  ['healthpro', '/redistribution', '', redistributionColumns],
  ['healthpro', '/supplyrisk', '', supplyRiskColumns],
  ['member', '/products', 'filter=notInReserve', productColumns],
  ['member', '/suresupply', 'sort=name', stockColumns],
  ['member', '/stocks', 'filter=belowPar', stockColumns],
  ['member', '/orders', '', orderColumns],
  ['member', '/orders', 'search=amox&sort=oldest', orderColumns],
  ['member', '/orders/expiring', '', expiringOrderColumns],
  ['member', '/stockrequests', 'sort=name', stockRequestColumns],
  ['member', '/stockreplenishments', '', replenishmentColumns],
  ['member', '/stocktransfers', '', transferColumns],
  ['member', '/members', 'sort=name', userColumns],
  ['member', '/notifications', 'sort=oldest', notificationColumns],
  ['member', '/redistribution', '', redistributionColumns],
  ['supplier', '/products', 'search=in', productColumns],
  ['supplier', '/stocks', '', stockColumns],
  ['supplier', '/stocks/aggregate', '', aggregateColumns],
  ['supplier', '/locations', '', locationColumns],
  ['supplier', '/orders', 'sort=name', orderColumns],
  ['supplier', '/stockrequests', '', stockRequestColumns],
  ['supplier', '/stockreplenishments', 'sort=oldest', replenishmentColumns],
  ['supplier', '/supplychain', '', supplyChainColumns],
  ['distributor', '/products', 'sort=name', productColumns],
  ['distributor', '/orders', '', orderColumns],
  ['distributor', '/orders/expiring', 'sort=oldest', expiringOrderColumns],
  ['distributor', '/locations', 'sort=name', locationColumns],
  ['distributor', '/stocktransfers', '', transferColumns],
  ['distributor', '/notifications', '', notificationColumns],
];

describe('an export equals its list across all pages', () => {
  it.each(CASES)('%s %s.csv?%s', async (who, path, query, columns) => {
    const { rows, pages } = await allPages(who, path, query);
    const res = await exportOf(who, path, query);
    expect(res.statusCode, res.body).toBe(200);
    const shown = columnsFor(columns, typeOf(who));
    const reader = { viewer: typeOf(who), say: (key: string) => translate('en', key) };
    expect(res.body).toBe(BOM + csvHeader(shown, 'en') + csvRecords(shown, rows as never[], reader));
    expect(parseCsv(res.body.slice(1))).toHaveLength(rows.length + 1);
    expect(pages).toBe(Math.max(rows.length, 1));
  });

  it('has rows on several pages for most lists (the check above is not vacuous)', async () => {
    const counted = await Promise.all(CASES.map(async ([who, path, query]) => (await allPages(who, path, query)).rows.length));
    expect(counted.filter((n) => n > 1).length).toBeGreaterThan((CASES.length * 2) / 3);
  });
});

describe('the file', () => {
  it('is UTF-8 with a BOM, an attachment named for the list and the day, headers in English', async () => {
    const res = await exportOf('healthpro', '/products');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(res.body.slice(1))[0]).toEqual(['Product ID', 'GTIN', 'Product', 'Brand', 'Supplier', 'Contract number', 'Price', 'Status']);
    expect(res.body).toMatch(/\r\n$/);
  });

  it('has French headers when the request prefers French, with its accents intact', async () => {
    const res = await exportOf('healthpro', '/products', '', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    const [header] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(['ID du produit', 'GTIN', 'Produit', 'Marque', 'Fournisseur', 'Numéro de contrat', 'Prix', 'Statut']);
    const english = await exportOf('healthpro', '/products', '', { 'accept-language': 'en-CA,fr;q=0.5' });
    expect(parseCsv(english.body.slice(1))[0]![0]).toBe('Product ID');
  });

  it("says each status as the screen does, in the reader's language", async () => {
    const statuses = async (who: Who, path: string, language: string) => {
      const [header, ...rows] = parseCsv((await exportOf(who, path, '', { 'accept-language': language })).rawPayload.subarray(3).toString('utf8'));
      return new Set(rows.map((row) => row[header!.length - 1]));
    };
    // Products: Active (English as the spec writes it), Actif in French; never a code or a boolean.
    expect(await statuses('healthpro', '/products', 'en-CA')).toContain('Active');
    expect(await statuses('healthpro', '/products', 'fr-CA')).toContain('Actif');
    // Orders: the member reads PACKAGED as Shipped, the supplier as Dispatched; French has its own words.
    const member = [...(await statuses('member', '/orders', 'en-CA'))];
    expect(member.length).toBeGreaterThan(0);
    for (const status of member) expect(['Created', 'Shipped', 'Completed']).toContain(status);
    for (const status of await statuses('supplier', '/orders', 'en-CA')) expect(['Created', 'Dispatched', 'Completed']).toContain(status);
    for (const status of await statuses('member', '/orders', 'fr-CA')) expect(['Créée', 'Expédiée', 'Terminée']).toContain(status);
    // Par-level requests, replenishments and transfers: the words their badges show ("Stock proposed"), never a code.
    const requestWords = {
      en: ['Pending', 'Approved', 'Denied', 'Stock proposed', 'Proposal approved', 'Assigned', 'Completed'],
      fr: ['En attente', 'Approuvée', 'Refusée', 'Stock proposé', 'Proposition approuvée', 'Attribuée', 'Terminé'],
    };
    for (const path of ['/stockrequests', '/stocktransfers']) {
      const english = await statuses('member', path, 'en-CA');
      const french = await statuses('member', path, 'fr-CA');
      expect(english.size, path).toBeGreaterThan(0);
      for (const status of english) expect(requestWords.en, path).toContain(status);
      for (const status of french) expect(requestWords.fr, path).toContain(status);
      expect(french.size, path).toBe(english.size);
    }
    // The kind of account that sent a query, in the reader's language.
    const accounts = async (language: string) => {
      const [header, ...rows] = parseCsv(
        (await exportOf('healthpro', '/queries', '', { 'accept-language': language })).rawPayload.subarray(3).toString('utf8'),
      );
      return new Set(rows.map((row) => row[header!.indexOf(language === 'fr-CA' ? 'Compte' : 'Account')]));
    };
    expect((await accounts('en-CA')).size).toBeGreaterThan(0);
    expect([...(await accounts('en-CA'))].every((a) => ['Member', 'Supplier', 'Distributor'].includes(a!))).toBe(true);
    expect([...(await accounts('fr-CA'))].every((a) => ['Membre', 'Fournisseur', 'Distributeur'].includes(a!))).toBe(true);
  });

  it('writes dates in ISO 8601 and numbers without formatting', async () => {
    const orders = parseCsv((await exportOf('healthpro', '/orders')).body.slice(1));
    const header = orders[0]!;
    const row = orders[1]!;
    expect(row[header.indexOf('Order Date')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(row[header.indexOf('Expiry Date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stock = parseCsv((await exportOf('member', '/suresupply')).body.slice(1));
    const par = stock.slice(1).map((r) => r[stock[0]!.indexOf('Par level')]!);
    expect(par.some((p) => Number(p) >= 1000)).toBe(true); // 2000, never "2,000"
    for (const p of par) expect(p).toMatch(/^\d+$/);
    const prices = parseCsv((await exportOf('member', '/products')).body.slice(1)).slice(1);
    for (const r of prices) expect(r.at(-1)).toMatch(/^\d+(\.\d+)?$/);
  });
});

describe('formula injection', () => {
  it('neutralises a product named =HYPERLINK(...) and other formula starts, quoted as RFC 4180 says', async () => {
    const [first] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1002'));
    const evil = '=HYPERLINK("http://x","y")';
    await ctx.db.update(products).set({ name: evil, brand: '@SUM(1+1)', contractNumber: '-2+3' }).where(eq(products.productId, 'RDS-1002'));
    try {
      for (const who of ['member', 'healthpro'] as const) {
        const res = await exportOf(who, '/products');
        expect(res.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
        expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
        const rows = parseCsv(res.body.slice(1));
        const row = rows.find((r) => r.includes(`'${evil}`))!;
        expect(row).toContain("'@SUM(1+1)");
        if (who === 'healthpro') expect(row).toContain("'-2+3");
      }
      // The member's own stock and orders of that product too.
      const stock = await exportOf('member', '/suresupply');
      expect(stock.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    } finally {
      await ctx.db.update(products).set({ name: first!.name, brand: first!.brand, contractNumber: first!.contractNumber }).where(eq(products._id, first!._id));
    }
  });
});

describe('scoping', () => {
  const column = (body: string, name: string) => {
    const [header, ...rows] = parseCsv(body.slice(1));
    return rows.map((r) => r[header!.indexOf(name)]!);
  };

  it.each(['/stocks', '/orders', '/stockrequests', '/stockreplenishments'])("never gives a member another member's rows: %s", async (path) => {
    const everyone = column((await exportOf('healthpro', path)).body, 'Member');
    expect(new Set(everyone).size).toBeGreaterThan(1); // rows of both members, so the check means something
    for (const who of ['member', 'member2'] as const) {
      const own = (await exportOf(who, path)).body;
      const ownName = (await call(ctx, who, 'GET', '/me')).json().data.name as string;
      const { rows } = await allPages(who, path, '');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => (r as { Member: { name: string } }).Member.name === ownName)).toBe(true);
      expect(parseCsv(own.slice(1))).toHaveLength(rows.length + 1);
      for (const other of new Set(everyone.filter((name) => name !== ownName))) expect(own).not.toContain(other);
    }
  });

  it("gives a member only the transfers it sends or receives, and a Members list without itself or the administrator's settings", async () => {
    const all = parseCsv((await exportOf('healthpro', '/stocktransfers')).body.slice(1)).length - 1;
    const other = parseCsv((await exportOf('member2', '/stocktransfers')).body.slice(1)).length - 1;
    const mine = parseCsv((await exportOf('member', '/stocktransfers')).body.slice(1)).length - 1;
    expect(all).toBeGreaterThanOrEqual(Math.max(mine, other));
    const members = (await exportOf('member', '/members')).body;
    expect(members).not.toContain(DEMO.member);
    expect(parseCsv(members.slice(1))[0]).toEqual(['Member', 'Address', 'E-mail', 'Phone']);
  });
});

describe('bad input', () => {
  it.each([
    ['sort=biggest', /sort must be one of newest, oldest, name/],
    ['limit=5', /leave out limit and skip/],
    ['skip=10', /leave out limit and skip/],
    ['limit=abc', /leave out limit and skip/],
    [`search=${'x'.repeat(201)}`, /200 characters/],
    ['search=%00', /./],
    ['filter=nothing', /filter must be/],
  ])('refuses %s with a 400 in the envelope', async (query, message) => {
    const res = await exportOf('member', '/stocks', query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false, reason: 'input.invalid', data: null });
    expect(res.json().message).toMatch(message);
  });

  it('refuses a sort the list does not offer (queries sort by time only)', async () => {
    const res = await exportOf('healthpro', '/queries', 'sort=name');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/newest or oldest/);
  });

  it('is refused to portals the list refuses, and signed out', async () => {
    expect((await exportOf('member', '/queries')).statusCode).toBe(403);
    expect((await exportOf('distributor', '/stocks/aggregate')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/member/products.csv' })).statusCode).toBe(401);
    const otherPortal = await ctx.app.inject({
      method: 'GET',
      url: '/api/healthpro/members.csv',
      headers: { authorization: `Bearer ${ctx.tokens.member}` },
    });
    expect(otherPortal.statusCode).toBe(403);
  });
});
