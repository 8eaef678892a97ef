import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, UPLOADS } from '@rds/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, supplierDistributors, uploads, users } from '../../db/schema.js';
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
    expect(res.json().message).toMatch(message);
    expect(await productCount()).toBe(before.count);
    expect(await storedPictures()).toBe(before.pictures);
  });

  it('refuses a text file named .png and a GIF: "Only JPG, JPEG, and PNG file supported"', async () => {
    const text = await send('POST', '/product', { ...fields(), productId: 'RDS-2998', image: { data: Buffer.from('hello'), filename: 'x.png' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MESSAGES.onlyImages);
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
    expect(clash.statusCode).toBe(409);
  });

  it('deletes an unheld product and refuses one that members hold', async () => {
    const naloxone = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-2001')).json().data.products[0];
    expect((await call(ctx, 'healthpro', 'DELETE', `/product/${naloxone._id}`)).statusCode).toBe(200);
    expect((await call(ctx, 'healthpro', 'GET', `/product/${naloxone._id}`)).statusCode).toBe(404);
    const amoxicillin = (await call(ctx, 'healthpro', 'GET', '/products?search=RDS-1001')).json().data.products[0];
    const held = await call(ctx, 'healthpro', 'DELETE', `/product/${amoxicillin._id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/members' stock/);
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
