/**
 * Searches of one or two characters (decision 011): they find the rows where a searched value
 * starts with the term, case-insensitively (a prefix index serves them); three characters or more
 * find it anywhere (the trigram indexes). Each list's searched values are read from the unsearched
 * list, so the expected rows are computed here, not assumed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
type Who = keyof typeof DEMO;
const get = async (who: Who, path: string) => {
  const res = await call(ctx, who, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown> & { total: number };
};
const at = (row: unknown, path: string): string => String(path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key], row) ?? '');

/** The rows a search should find: a searched value starts with a short term, or holds a longer one. */
function expected(rows: Row[], fields: string[], term: string, id: (row: Row) => string, extra: (row: Row) => boolean = () => false) {
  const t = term.toLowerCase();
  const hit = (value: string) => (term.length < 3 ? value.toLowerCase().startsWith(t) : value.toLowerCase().includes(t));
  return rows.filter((row) => fields.some((f) => hit(at(row, f))) || extra(row)).map(id);
}
const byId = (row: Row) => at(row, '_id');

const LISTS: { who: Who; path: string; key: string; fields: string[]; number?: string; id?: (row: Row) => string }[] = [
  { who: 'healthpro', path: '/products', key: 'products', fields: ['name', 'brand', 'productId', 'contractNumber', 'Supplier.name'] },
  { who: 'healthpro', path: '/members', key: 'members', fields: ['name', 'email', 'phone'] },
  { who: 'healthpro', path: '/locations', key: 'locations', fields: ['name', 'line1', 'line2', 'postalCode'] },
  { who: 'healthpro', path: '/stocks', key: 'stocks', fields: ['Product.name', 'Product.brand', 'Product.productId', 'Member.name'] },
  { who: 'member', path: '/stocks', key: 'stocks', fields: ['Product.name', 'Product.brand', 'Product.productId', 'Member.name'] },
  {
    who: 'member',
    path: '/orders',
    key: 'orders',
    fields: ['Stock.Product.name', 'Stock.Product.brand', 'Stock.Product.productId', 'Member.name', 'lotNumber'],
    number: 'orderId',
  },
  {
    who: 'healthpro',
    path: '/orders',
    key: 'orders',
    fields: ['Stock.Product.name', 'Stock.Product.brand', 'Stock.Product.productId', 'Member.name', 'lotNumber'],
    number: 'orderId',
  },
  { who: 'member', path: '/notifications', key: 'notifications', fields: ['message', 'messageMain'] },
  {
    who: 'supplier',
    path: '/stocks/aggregate',
    key: 'stocks',
    fields: ['Product.name', 'Product.brand', 'Product.productId', 'Location.name', 'Location.postalCode'],
    id: (row) => `${at(row, 'Product._id')} ${at(row, 'Location._id')}`,
  },
];

/** One and two characters, upper and lower case, digits, the user's own % and _, and longer terms. */
const TERMS = ['a', 'S', 's', 'e', 'in', 'In', 'to', 'M5', 'rd', 'am', 'st', '1', '3', '20', '%', '_', 'x', 'inh', 'ham', 'ven', 'ser'];

describe('a search of one or two characters finds the rows where a searched value starts with it', () => {
  for (const list of LISTS) {
    it(`${list.who} ${list.path}`, async () => {
      const all = (await get(list.who, `${list.path}?limit=100`))[list.key] as Row[];
      expect(all.length).toBeGreaterThan(0);
      let found = 0;
      for (const term of TERMS) {
        const number = list.number && /^\d+$/.test(term) ? (row: Row) => String(row[list.number!]) === term : undefined;
        const id = list.id ?? byId;
        const want = expected(all, list.fields, term, id, number).sort();
        const data = await get(list.who, `${list.path}?limit=100&search=${encodeURIComponent(term)}`);
        const got = (data[list.key] as Row[]).map(id).sort();
        expect(got, `${list.who} ${list.path}?search=${term}`).toEqual(want);
        expect(data.total, `${list.who} ${list.path}?search=${term} total`).toBe(want.length);
        found += got.length;
      }
      expect(found).toBeGreaterThan(0);
    });
  }

  it('a short term finds a name by its start, a longer one anywhere in it', async () => {
    const names = async (search: string) =>
      ((await get('healthpro', `/products?search=${encodeURIComponent(search)}`)).products as { name: string }[]).map((p) => p.name).sort();
    // "in" is inside Amoxicillin, Salbutamol inhaler and Epinephrine, but only Insulin starts with it.
    expect(await names('in')).toEqual(['Insulin glargine 100 U/mL']);
    expect(await names('IN')).toEqual(['Insulin glargine 100 U/mL']);
    expect(await names('i')).toEqual(['Insulin glargine 100 U/mL']);
    expect(await names('inh')).toEqual(['Salbutamol inhaler 100 mcg']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });
});
