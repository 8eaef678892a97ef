import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, UPLOADS } from '@rds/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { products, supplierDistributors, uploads, users } from '../../db/schema.js';
import { createProductService } from './service.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let supplierId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  supplierId = (await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier)))[0]!._id;
});
afterAll(() => ctx.close());

const png = () => readFileSync(path.join(import.meta.dirname, '../../db/demo-assets/product-insulin.png'));
const image = () => ({ data: png(), filename: 'vial.png', type: 'image/png' });
const fields = () => ({
  productId: 'RDS-2001',
  name: 'Naloxone nasal spray 4 mg',
  brand: 'Narcan',
  contractNumber: 'CN-2026-0200',
  price: '47.5',
  minimumOrderSize: '500',
  supplierId,
});

async function send(method: 'POST' | 'PATCH', url: string, body: Parameters<typeof multipart>[0], who: 'healthpro' | 'supplier' = 'healthpro') {
  const form = await multipart(body);
  return ctx.app.inject({ method, url: `/api/${who}${url}`, headers: { ...form.headers, authorization: ctx.tokens[who] }, payload: form.payload });
}
const productCount = async () => (await ctx.db.select().from(products)).length;
const storedPictures = async () => (await ctx.db.select({ hash: uploads.hash }).from(uploads)).length;

describe("the administrator's products", () => {
  it('creates a product with an image that the supplier then sees, served back from its path', async () => {
    const res = await send('POST', '/product', { ...fields(), image: image() });
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toMatchObject({
      productId: 'RDS-2001',
      price: 47.5,
      minimumOrderSize: 500,
      isApproved: true,
      Supplier: { name: 'Northfield Pharmaceuticals Inc.' },
    });
    const served = await ctx.app.inject({ method: 'GET', url: `/${product.image}` });
    expect(served.statusCode).toBe(200);
    // Stored re-encoded: the same picture, not the same bytes.
    const [stored, sent] = await Promise.all([sharp(served.rawPayload).metadata(), sharp(png()).metadata()]);
    expect(stored).toMatchObject({ format: 'png', width: sent.width, height: sent.height });
    const supplierList = (await call(ctx, 'supplier', 'GET', '/products?search=naloxone')).json().data;
    expect(supplierList).toMatchObject({ total: 1, products: [{ _id: product._id }] });
  });

  it.each([
    ['no image', {}, false, 400, MESSAGES.fillAllRequired],
    ['no brand', { brand: '' }, true, 400, MESSAGES.fillAllRequired],
    ['a price that is not a number', { price: 'ten' }, true, 400, /Price must be a number/],
    ['a negative price', { price: '-4' }, true, 400, /Price must be a number/],
    ['three decimals', { price: '1.005' }, true, 400, /at most 2 decimals/],
    ['a price the invoices could not hold', { price: '9999999999.99' }, true, 400, /at most 999,999.99 dollars/],
    ['a zero order size', { minimumOrderSize: '0' }, true, 400, /above 0/],
    ['a taken product ID (other case)', { productId: 'rds-1001' }, true, 409, /already used/],
    ['an unknown supplier', { supplierId: crypto.randomUUID() }, true, 404, /supplier was not found/],
  ])('refuses %s and writes nothing', async (_, change, withImage, status, message) => {
    const before = { count: await productCount(), pictures: await storedPictures() };
    const res = await send('POST', '/product', { ...fields(), productId: 'RDS-2999', ...change, ...(withImage ? { image: image() } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.json().reason).toBe({ 400: 'input.invalid', 404: 'record.notFound', 409: 'record.alreadyExists' }[status]);
    expect(res.json().message).toMatch(message);
    expect(await productCount()).toBe(before.count);
    expect(await storedPictures()).toBe(before.pictures);
  });

  it('refuses a text file named .png and a GIF: "Only JPG, JPEG, and PNG file supported"', async () => {
    const text = await send('POST', '/product', { ...fields(), productId: 'RDS-2998', image: { data: Buffer.from('hello'), filename: 'x.png' } });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ reason: 'upload.wrongType', message: MESSAGES.onlyImages });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await send('POST', '/product', { ...fields(), productId: 'RDS-2998', image: { data: gif, filename: 'x.gif' } })).statusCode).toBe(415);
  });

  it('refuses an oversized image with a 413', async () => {
    const huge = Buffer.concat([png(), Buffer.alloc(UPLOADS.maxBytes)]);
    const res = await send('POST', '/product', { ...fields(), productId: 'RDS-2997', image: { data: huge, filename: 'big.png' } });
    expect(res.statusCode).toBe(413);
  });

  it('edits fields and keeps the image when none is sent', async () => {
    const product = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-2001')).json().data.products[0];
    const res = await send('PATCH', `/product/${product._id}`, { price: '49.99', name: 'Naloxone 4 mg nasal spray' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 49.99, name: 'Naloxone 4 mg nasal spray', image: product.image });
    const clash = await send('PATCH', `/product/${product._id}`, { productId: 'RDS-1002' });
    expect(clash.json()).toMatchObject({ code: 'CONFLICT', reason: 'record.alreadyExists' });
  });

  it('deletes an unheld product and refuses one that members hold', async () => {
    const naloxone = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-2001')).json().data.products[0];
    expect((await call(ctx, 'healthpro', 'DELETE', `/product/${naloxone._id}`)).statusCode).toBe(200);
    expect((await call(ctx, 'healthpro', 'GET', `/product/${naloxone._id}`)).statusCode).toBe(404);
    const amoxicillin = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-1001')).json().data.products[0];
    const held = await call(ctx, 'healthpro', 'DELETE', `/product/${amoxicillin._id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ reason: 'record.inUse', message: expect.stringMatching(/members' stock/) });
  });
});

describe('who sees which products', () => {
  it('lets members and distributors list approved products, and only the administrator change them', async () => {
    expect((await call(ctx, 'member', 'GET', '/products')).json().data.total).toBe(4);
    expect((await call(ctx, 'distributor', 'GET', '/products?sort=name')).json().data.products[0].name).toBe('Amoxicillin 500 mg capsules');
    expect((await send('POST', '/product', { ...fields(), image: image() }, 'supplier')).statusCode).toBe(403);
  });

  it('shows a distributor only the products of the suppliers it works with', async () => {
    const prairie = await ctx.signIn('prairie@example.org');
    const asPrairie = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/distributor${url}`, headers: { authorization: prairie } });
    expect((await asPrairie('/products')).json().data.total).toBe(0);
    const some = (await call(ctx, 'distributor', 'GET', '/products')).json().data.products[0];
    expect((await asPrairie(`/product/${some._id}`)).statusCode).toBe(404);
    const [supplier] = await ctx.db.select().from(users).where(eq(users.email, DEMO.supplier));
    const [prairieUser] = await ctx.db.select().from(users).where(eq(users.email, 'prairie@example.org'));
    await ctx.db.insert(supplierDistributors).values({ supplierId: supplier!._id, distributorId: prairieUser!._id });
    expect((await asPrairie('/products')).json().data.total).toBe((await call(ctx, 'distributor', 'GET', '/products')).json().data.total);
  });

  it("hides another supplier's product from a supplier (404)", async () => {
    const [rival] = await ctx.db.insert(users).values({ type: 'supplier', name: 'Rival Pharma', email: 'rival@pharma.ca' }).returning();
    const [theirs] = await ctx.db
      .insert(products)
      .values({ productId: 'RIV-1', name: 'Rival pill', brand: 'R', contractNumber: 'C', price: '1.00', supplierId: rival!._id })
      .returning();
    expect((await call(ctx, 'supplier', 'GET', `/product/${theirs!._id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'healthpro', 'GET', `/product/${theirs!._id}`)).statusCode).toBe(200);
  });
});

describe('GTINs (decision 022)', () => {
  /** The demo's amoxicillin, RDS-1001, carries this GTIN (seed.ts). */
  const AMOXICILLIN_GTIN = '09501101530010';
  const productById = async (id: string) => (await call(ctx, 'healthpro', 'GET', `/product/${id}`)).json().data;

  it.each([
    ['8 digits (EAN-8)', '96385074', '00000096385074'],
    ['12 digits (UPC-A)', '036000291452', '00036000291452'],
    ['13 digits (EAN-13)', ' 4006381333931 ', '04006381333931'],
    ['14 digits', '10950110153004', '10950110153004'],
  ])('creates a product with a GTIN of %s, stored as 14 digits', async (_, typed, stored) => {
    const res = await send('POST', '/product', { ...fields(), productId: `RDS-G${typed.trim().length}`, gtin: typed, image: image() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.gtin).toBe(stored);
    expect((await productById(res.json().data._id)).gtin).toBe(stored);
  });

  it('creates a product without a GTIN (none sent, or empty)', async () => {
    const none = await send('POST', '/product', { ...fields(), productId: 'RDS-G0', image: image() });
    const empty = await send('POST', '/product', { ...fields(), productId: 'RDS-G00', gtin: '', image: image() });
    expect([none.statusCode, empty.statusCode]).toEqual([200, 200]);
    expect([none.json().data.gtin, empty.json().data.gtin]).toEqual([null, null]);
  });

  it('edits a GTIN: sets it, keeps it when not sent, keeps its own, and clears it when empty', async () => {
    const product = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-G0'))
      .json()
      .data.products.find((p: { productId: string }) => p.productId === 'RDS-G0');
    const set = await send('PATCH', `/product/${product._id}`, { gtin: '04012345000009' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.gtin).toBe('04012345000009');
    expect((await send('PATCH', `/product/${product._id}`, { price: '12.00' })).json().data.gtin).toBe('04012345000009');
    expect((await send('PATCH', `/product/${product._id}`, { gtin: '4012345000009' })).statusCode).toBe(200);
    const cleared = await send('PATCH', `/product/${product._id}`, { gtin: '' });
    expect(cleared.json().data.gtin).toBeNull();
    expect((await productById(product._id)).gtin).toBeNull();
  });

  it.each([
    ['a wrong check digit', '9501101530011'],
    ['11 digits', '95011015300'],
    ['15 digits', '009501101530010'],
    ['letters', '95011O1530010'],
  ])('refuses a GTIN with %s: 400, saying a GTIN is invalid, nothing written', async (_, gtin) => {
    const before = await productCount();
    const created = await send('POST', '/product', { ...fields(), productId: 'RDS-G9', gtin, image: image() });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('A GTIN is 8, 12, 13 or 14 digits ending with a correct check digit');
    expect(await productCount()).toBe(before);
    const amoxicillin = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-1001')).json().data.products[0];
    const edited = await send('PATCH', `/product/${amoxicillin._id}`, { gtin });
    expect(edited.statusCode).toBe(400);
    expect((await productById(amoxicillin._id)).gtin).toBe(AMOXICILLIN_GTIN);
  });

  it('refuses a GTIN another product has, in any length, with a 409 naming that product', async () => {
    const before = await productCount();
    const created = await send('POST', '/product', { ...fields(), productId: 'RDS-GX', gtin: '9501101530010', image: image() });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      reason: 'record.alreadyExists',
      message: 'GTIN 09501101530010 is already the GTIN of Amoxicillin 500 mg capsules (RDS-1001)',
    });
    expect(await productCount()).toBe(before);
    const salbutamol = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-1002')).json().data.products[0];
    const edited = await send('PATCH', `/product/${salbutamol._id}`, { gtin: AMOXICILLIN_GTIN });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toMatch(/Amoxicillin 500 mg capsules/);
    const form = await multipart({ gtin: AMOXICILLIN_GTIN });
    const french = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/healthpro/product/${salbutamol._id}`,
      headers: { ...form.headers, authorization: ctx.tokens.healthpro, 'accept-language': 'fr' },
      payload: form.payload,
    });
    expect(french.json().message).toBe('Le GTIN 09501101530010 est déjà celui de Amoxicillin 500 mg capsules (RDS-1001)');
  });

  /** Every list of a portal that searches products: searched by a GTIN, it finds what the product ID finds. */
  const PRODUCT_SEARCHES = [
    '/products',
    '/stocks',
    '/suresupply',
    '/stocks/aggregate',
    '/stockrequests',
    '/stockreplenishments',
    '/stocktransfers',
    '/orders',
    '/orders/expiring',
    '/supplyrisk',
    '/supplychain',
  ];

  it.each(['member', 'supplier', 'distributor', 'healthpro'] as const)(
    "finds by GTIN (14 or 13 digits) what the product ID finds, in every product search of the %s's portal",
    async (who) => {
      let found = 0;
      for (const list of PRODUCT_SEARCHES) {
        const byId = await call(ctx, who, 'GET', `${list}?search=RDS-1001`);
        if (byId.statusCode === 403 || byId.statusCode === 404) continue;
        expect(byId.statusCode, list).toBe(200);
        for (const gtin of [AMOXICILLIN_GTIN, AMOXICILLIN_GTIN.slice(1)]) {
          const byGtin = await call(ctx, who, 'GET', `${list}?search=${gtin}`);
          expect(byGtin.json().data, `${who} ${list}?search=${gtin}`).toEqual(byId.json().data);
        }
        // A number that is not a valid GTIN (wrong check digit) finds nothing of the product.
        expect(JSON.stringify((await call(ctx, who, 'GET', `${list}?search=09501101530011`)).json().data)).not.toContain('RDS-1001');
        if (JSON.stringify(byId.json().data).includes('RDS-1001')) found += 1;
      }
      expect(found, `lists of the ${who} that found the product`).toBeGreaterThan(0);
    },
  );

  it('carries the GTIN in every product shape of the lists', async () => {
    const shapes: Record<string, unknown>[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect);
      if (value === null || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (typeof record.productId === 'string' && record.productId.startsWith('RDS-')) shapes.push(record);
      Object.values(record).forEach(collect);
    };
    for (const who of ['member', 'supplier', 'distributor', 'healthpro'] as const) {
      for (const list of [...PRODUCT_SEARCHES, '/expiryrisk', '/redistribution']) {
        const res = await call(ctx, who, 'GET', list);
        if (res.statusCode === 200) collect(res.json().data);
      }
    }
    expect(shapes.length).toBeGreaterThan(20);
    for (const shape of shapes) expect(shape).toHaveProperty('gtin');
    expect(new Set(shapes.filter((shape) => shape.productId === 'RDS-1001').map((shape) => shape.gtin))).toEqual(new Set([AMOXICILLIN_GTIN]));
    expect(new Set(shapes.filter((shape) => shape.productId === 'RDS-1004').map((shape) => shape.gtin))).toEqual(new Set([null]));
  });
});

describe("a product's supply chain partners (the spec's materialSuppliers, manufacturingFacilities, warehouses)", () => {
  const partner = (name: string, type: string) => ({ name, line1: '1 Plant Road', line2: 'Mississauga, ON', postalCode: 'L5T 2N7', type });
  let chained: { _id: string; name: string }[];
  beforeAll(async () => {
    const listed = (await call(ctx, 'supplier', 'GET', '/products?sort=name&limit=2')).json().data.products as { _id: string; name: string }[];
    chained = listed;
    for (const [i, product] of listed.entries()) {
      for (const body of [
        partner(`API plant ${i}`, 'MATERIAL_SUPPLIER'),
        partner(`Fill-finish ${i}`, 'MANUFACTURING_FACILITIES'),
        partner(`DC ${i}`, 'WAREHOUSES'),
      ]) {
        const res = await call(ctx, 'supplier', 'POST', `/product/${product._id}/supplychain`, body);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });

  it('carries each kind of partner on the list and the detail; a product without a chain has three empty lists', async () => {
    const page = (await call(ctx, 'healthpro', 'GET', '/products?sort=name&limit=100')).json().data;
    for (const [i, { _id }] of chained.entries()) {
      const expected = {
        materialSuppliers: [expect.objectContaining({ name: `API plant ${i}`, type: 'MATERIAL_SUPPLIER', flag: null })],
        manufacturingFacilities: [expect.objectContaining({ name: `Fill-finish ${i}`, type: 'MANUFACTURING_FACILITIES' })],
        warehouses: [expect.objectContaining({ name: `DC ${i}`, type: 'WAREHOUSES', postalCode: 'L5T 2N7' })],
      };
      expect(page.products.find((p: { _id: string }) => p._id === _id)).toMatchObject(expected);
      expect((await call(ctx, 'member', 'GET', `/product/${_id}`)).json().data).toMatchObject(expected);
    }
    const bare = page.products.find((p: { supplyChainId: string | null }) => p.supplyChainId === null);
    expect(bare).toMatchObject({ materialSuppliers: [], manufacturingFacilities: [], warehouses: [] });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('reads the partners of a page in one query: a page of 20 runs as many statements as a page of 2', async () => {
    const statements: string[] = [];
    const counted = await openDatabase({ databaseUrl: ctx.databaseUrl, poolSize: 1, onQuery: (text) => statements.push(text) });
    try {
      const service = createProductService({ db: counted.db });
      const administrator = (await ctx.db.select().from(users).where(eq(users.email, DEMO.healthpro)))[0]!;
      const auth = { user: administrator, sessionId: null, actor: null, apiKey: null };
      const run = async (limit: number) => {
        statements.length = 0;
        const { products: listed } = await service.list(auth, { limit, skip: 0, search: '', sort: 'name' });
        // Each page holds products with partners, so each reads them.
        expect(listed.some((p) => p.materialSuppliers.length > 0)).toBe(true);
        return statements.length;
      };
      expect(await run(20)).toBe(await run(2));
    } finally {
      await counted.close();
    }
  });
});
