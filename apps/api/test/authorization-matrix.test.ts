/**
 * Every route of the platform, master data, par-level workflow, orders and replenishments, called as each user type and signed out,
 * each type with its session, a read-and-write API key and a read-only API key.
 * Signed out is always 401; a type the route does not allow is 403 before anything is read, and
 * so is a key on a session-only route and a read-only key on any write;
 * an allowed caller gets past the guard (its answer is never 401 or 403, and never a 500).
 * Ids are random, so allowed writes end in a 404 and change nothing; object-level rules
 * (another owner's record is a 404) are tested beside each module.
 */
import { USER_TYPES, type UserType } from '@rds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
/** Each type's credentials: its session token and two API keys. */
const credentials = {} as Record<UserType, Record<Credential, string>>;
type Credential = 'session' | 'write key' | 'read key';
const CREDENTIALS: Credential[] = ['session', 'write key', 'read key'];

beforeAll(async () => {
  ctx = await createTestContext();
  const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  for (const type of ALL) {
    const key = async (scope: 'read' | 'write') => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/${type}/apikeys`,
        headers: { authorization: `Bearer ${ctx.tokens[type]}` },
        payload: { name: `Matrix ${scope}`, scope, expiresAt },
      });
      return res.json().data.key as string;
    };
    credentials[type] = { session: ctx.tokens[type], 'write key': await key('write'), 'read key': await key('read') };
  }
});
afterAll(() => ctx.close());

const ALL = USER_TYPES;
const HP: UserType[] = ['healthpro'];
const PARTIES: UserType[] = ['member', 'supplier', 'healthpro'];
const OPERATORS: UserType[] = ['supplier', 'distributor', 'healthpro'];
const id = () => crypto.randomUUID();
const location = { name: 'Matrix Depot', line1: '1 Test St', line2: 'Toronto, ON', postalCode: 'M5V 2T6' };

/** The lists (each has a `.csv` export). */
const LISTS = [
  '/notifications',
  '/queries',
  '/members',
  '/suppliers',
  '/distributors',
  '/locations',
  '/products',
  '/supplychain',
  '/supplyrisk',
  '/suresupply',
  '/stocks',
  '/stockrequests',
  '/orders',
  '/orders/expiring',
  '/stocktransfers',
  '/stocks/aggregate',
  '/stockreplenishments',
  '/stockreplacements',
  '/adjustments',
  '/counts',
  '/expiryrisk',
  '/redistribution',
];

type Route = [method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: () => string, allowed: readonly UserType[], body?: () => object];
const ROUTES: Route[] = [
  ['GET', () => '/me', ALL],
  ['GET', () => '/ping', ALL],
  ['POST', () => '/apikeys', ALL, () => ({ name: '', scope: 'read', expiresAt: 'never' })],
  ['GET', () => '/apikeys', ALL],
  ['DELETE', () => `/apikey/${id()}`, ALL],
  ['POST', () => '/me/email/confirm', ALL, () => ({ otp: '000000' })],
  ['PATCH', () => '/me', ALL, () => ({})],
  ['GET', () => '/dashboard', ALL],
  ['GET', () => '/worklist', ALL],
  ['GET', () => '/notifications', ALL],
  ['GET', () => '/notifications/unseen', ALL],
  ['POST', () => '/notifications/stream/ticket', ALL],
  ['PATCH', () => `/notification/${id()}/seen`, ALL],
  ['POST', () => '/query', ALL, () => ({ subject: 'Matrix', message: 'Access check' })],
  ['GET', () => '/queries', HP],
  ['DELETE', () => `/query/${id()}`, HP],
  ['GET', () => '/members', ['healthpro', 'member']],
  ['GET', () => '/memberList', ['healthpro', 'member']],
  ['POST', () => '/member/register', HP, () => ({})],
  ['PATCH', () => `/member/${id()}`, HP, () => ({})],
  ['DELETE', () => `/member/${id()}`, HP],
  ['GET', () => '/suppliers', HP],
  ['GET', () => '/suppliers/all', HP],
  ['POST', () => '/supplier/register', HP, () => ({})],
  ['PATCH', () => `/supplier/${id()}`, HP, () => ({})],
  ['DELETE', () => `/supplier/${id()}`, HP],
  ['GET', () => '/distributors', HP],
  ['GET', () => '/distributor', ['healthpro', 'supplier']],
  ['POST', () => '/distributor', ['supplier'], () => ({ distributorIds: [id()] })],
  ['POST', () => '/distributor/register', HP, () => ({})],
  ['PATCH', () => `/distributor/${id()}`, HP, () => ({})],
  ['DELETE', () => `/distributor/${id()}`, HP],
  ['POST', () => '/impersonate/login', HP, () => ({ userId: id() })],
  ['GET', () => '/locations', ['healthpro', 'supplier', 'distributor']],
  ['GET', () => '/locations/supplier', ['supplier']],
  ['GET', () => '/locationlist', ['healthpro', 'supplier', 'distributor']],
  ['GET', () => `/location/${id()}`, ['healthpro', 'supplier', 'distributor']],
  ['POST', () => '/location', ['supplier', 'distributor'], () => location],
  ['PUT', () => `/location/${id()}`, ['supplier', 'distributor'], () => location],
  ['DELETE', () => `/location/${id()}`, ['supplier', 'distributor']],
  ['POST', () => `/location/${id()}/approve`, HP],
  ['POST', () => `/location/${id()}/deny`, HP],
  ['GET', () => '/products', ALL],
  ['GET', () => `/product/${id()}`, ALL],
  ['POST', () => '/product', HP, () => ({})],
  ['PATCH', () => `/product/${id()}`, HP, () => ({})],
  ['DELETE', () => `/product/${id()}`, HP],
  ['GET', () => '/supplychain', ['supplier', 'healthpro']],
  ['GET', () => `/supplychain/${id()}`, ['supplier', 'healthpro']],
  ['POST', () => `/product/${id()}/supplychain`, ['supplier'], () => ({ name: 'n', line1: 'a', line2: 'b', postalCode: 'c', type: 'WAREHOUSES' })],
  ['PATCH', () => `/supplychain/${id()}`, ['supplier'], () => ({ flag: 'GREEN' })],
  ['POST', () => `/supplychain/${id()}/delete`, ['supplier'], () => ({ type: 'WAREHOUSES' })],
  ['POST', () => `/supplychain/${id()}`, ['supplier']],
  ['POST', () => `/supplychain/${id()}/approve`, HP],
  ['POST', () => `/supplychain/${id()}/deny`, HP],
  // The par-level workflow.
  ['GET', () => '/suresupply', ['member']],
  ['POST', () => '/suresupply', ['member'], () => ({ productIds: [id()] })],
  ['GET', () => '/stocks', ALL],
  ['GET', () => `/stock/${id()}`, ALL],
  ['GET', () => `/stock/${id()}/allocation`, ['member']],
  ['GET', () => '/lots/recall', ALL],
  ['POST', () => '/stock/increase', ['member'], () => ({ stockId: id(), requestedParLevel: 10, minimumExpiry: 6 })],
  ['POST', () => '/stock/decrease', ['member'], () => ({ stockId: id(), requestedParLevel: 10, minimumExpiry: 6 })],
  ['GET', () => '/stockrequests', PARTIES],
  ['GET', () => `/stockrequest/${id()}`, PARTIES],
  ['PATCH', () => `/stockrequest/${id()}`, ['member'], () => ({ requestedParLevel: 10, minimumExpiry: 6 })],
  ['PATCH', () => `/stockrequest/${id()}/approve`, ['healthpro', 'member']],
  ['PATCH', () => `/stockrequest/${id()}/deny`, HP],
  ['PATCH', () => `/stockrequest/${id()}/increase/approve`, ['supplier'], () => ({ stocks: [] })],
  ['POST', () => `/stock/${id()}/assign`, ['supplier'], () => ({ stocks: [] })],
  ['PATCH', () => `/stockrequest/${id()}/paid`, ['supplier']],
  ['POST', () => `/stockrequest/${id()}/comment`, PARTIES, () => ({ comment: 'Matrix' })],
  ['GET', () => `/invoice/${id()}`, PARTIES],
  // Orders.
  ['GET', () => '/orders', ALL],
  ['GET', () => `/order/${id()}`, ALL],
  ['POST', () => `/stock/${id()}/order`, ['member'], () => ({ orderUnits: [{ stockUnitId: id(), units: 1 }] })],
  ['PATCH', () => `/order/${id()}/dispatch`, ['supplier', 'distributor'], () => ({ type: 'STANDARD' })],
  ['PATCH', () => `/order/${id()}/complete`, ['member']],
  ['PATCH', () => `/order/${id()}/approve`, ['member']],
  ['GET', () => '/orders/expiring', ALL],
  ['POST', () => '/expiringlots/run', HP],
  // Transfers and Total Stock.
  ['POST', () => `/stock/${id()}/transfer/request`, ['member'], () => ({ memberId: id(), stockUnits: [{ stockUnitId: id(), units: 1 }] })],
  ['GET', () => '/stocktransfers', ALL],
  ['GET', () => `/stocktransfer/${id()}`, ALL],
  ['PATCH', () => `/stocktransfer/${id()}/approve`, ['member']],
  ['PATCH', () => `/stocktransfer/${id()}/deny`, ['member']],
  ['GET', () => '/stocks/aggregate', ['supplier', 'healthpro']],
  // Redistribution.
  ['GET', () => '/redistribution', ['member', 'healthpro']],
  ['GET', () => '/stocks/figures', ALL],
  ['GET', () => '/supplyrisk', HP],
  // Replenishments.
  ['GET', () => '/stockreplenishments', PARTIES],
  ['GET', () => `/stockreplenishment/${id()}`, PARTIES],
  ['POST', () => `/stockreplenish/${id()}/replenish`, ['supplier'], () => ({ stocks: [] })],
  ['PATCH', () => `/stockreplenish/${id()}/status`, ['member'], () => ({ status: 'APPROVED' })],
  ['POST', () => `/stockreplenish/${id()}/status`, ['member'], () => ({ status: 'DENIED' })],
  ['POST', () => `/stockreplenish/${id()}/paid`, ['supplier']],
  ['POST', () => `/stockreplenish/${id()}/comment`, PARTIES, () => ({ comment: 'Matrix' })],
  // Replacements (stock rotation).
  ['PATCH', () => `/stock/${id()}`, ['member'], () => ({ isReplacable: true })],
  ['POST', () => `/stock/${id()}/replace`, ['member', 'supplier'], () => ({ stockUnits: [{ stockUnitId: id(), units: 1 }] })],
  ['GET', () => '/stockreplacements', PARTIES],
  ['GET', () => `/stockreplacement/${id()}`, PARTIES],
  [
    'POST',
    () => `/stockreplacement/${id()}/assign`,
    ['supplier'],
    () => ({ stocks: [{ locationId: id(), lotNumber: 'M1', expiry: '2030-01-01', assignedUnits: 1 }] }),
  ],
  ['PATCH', () => `/stockreplacement/${id()}/approve`, ['member']],
  ['PATCH', () => `/stockreplacement/${id()}/deny`, ['member']],
  ['POST', () => `/stockreplacement/${id()}/comment`, PARTIES, () => ({ comment: 'Matrix' })],
  // Adjustments and counts.
  ['POST', () => `/stockunit/${id()}/adjust`, OPERATORS, () => ({ units: -1, reason: 'DAMAGED' })],
  ['GET', () => '/adjustments', ALL],
  ['POST', () => '/counts', OPERATORS, () => ({ locationId: id() })],
  ['GET', () => '/counts', OPERATORS],
  ['GET', () => `/count/${id()}`, OPERATORS],
  ['PATCH', () => `/count/${id()}`, OPERATORS, () => ({ lines: [{ stockUnitId: id(), countedUnits: 1 }] })],
  ['POST', () => `/count/${id()}/submit`, OPERATORS],
  ['POST', () => `/count/${id()}/cancel`, OPERATORS, () => ({ note: 'Matrix' })],
  ['POST', () => `/count/${id()}/approve`, HP],
  ['POST', () => `/count/${id()}/deny`, HP],
  // Recalls.
  ['POST', () => '/recalls', ['supplier', 'healthpro'], () => ({ productId: id(), class: 'I', reason: 'Matrix', action: 'RETURN', respondBy: '2099-01-01' })],
  ['GET', () => '/recalls', ALL],
  ['GET', () => `/recall/${id()}`, ALL],
  ['GET', () => `/recall/${id()}/trace.csv`, ALL],
  ['PATCH', () => `/recall/${id()}`, ['supplier', 'healthpro'], () => ({ class: 'II' })],
  ['POST', () => `/recall/${id()}/activate`, ['supplier', 'healthpro']],
  ['POST', () => `/recall/${id()}/dispose`, OPERATORS, () => ({ stockUnitId: id(), units: 1, disposition: 'RETURNED', reference: 'Matrix' })],
  ['POST', () => `/recall/${id()}/close`, ['supplier', 'healthpro']],
  ['POST', () => `/recall/${id()}/revert`, HP, () => ({ note: 'Matrix' })],
  ['POST', () => `/recall/${id()}/replace`, ['supplier', 'healthpro'], () => ({ stockId: id(), note: 'Matrix' })],
  ['POST', () => `/recalltask/${id()}/acknowledge`, ['member']],
  ['GET', () => '/recalltasks/open', ['member']],
  // Decision figures.
  ['GET', () => '/expiryrisk', ALL],
  // The audit timeline: each kind for exactly the user types of its record's own GET.
  ['GET', () => `/timeline/stockrequest/${id()}`, PARTIES],
  ['GET', () => `/timeline/replenishment/${id()}`, PARTIES],
  ['GET', () => `/timeline/order/${id()}`, ALL],
  ['GET', () => `/timeline/transfer/${id()}`, ALL],
  ['GET', () => `/timeline/replacement/${id()}`, PARTIES],
  ['GET', () => `/timeline/count/${id()}`, OPERATORS],
  ['GET', () => `/timeline/recall/${id()}`, ALL],
  ['GET', () => `/timeline/location/${id()}`, ['healthpro', 'supplier', 'distributor']],
  ['GET', () => `/timeline/supplychain/${id()}`, ['supplier', 'healthpro']],
  ['GET', () => `/timeline/product/${id()}`, ALL],
  ['GET', () => `/timeline/user/${id()}`, HP],
  ['GET', () => `/user/${id()}/activity`, HP],
];

/** The routes only a person signed in may call, never with a key (logout is tested with keys in apikeys.test.ts). */
const SESSION_ONLY = new Set([
  'POST /apikeys',
  'GET /apikeys',
  'DELETE /apikey/:id',
  'POST /me/email/confirm',
  'POST /impersonate/login',
  'POST /notifications/stream/ticket',
]);

/** Every list's CSV export, with exactly the list's own user types. */
const EXPORTS: Route[] = ROUTES.filter(([method, path]) => method === 'GET' && LISTS.includes(path())).map(([, path, allowed]) => [
  'GET',
  () => `${path()}.csv`,
  allowed,
]);
ROUTES.push(...EXPORTS);

describe('authorization matrix', () => {
  it('covers the export of every list', () => {
    const exports = LISTS.map((list) => `${list}.csv`).sort();
    expect(EXPORTS.map(([, path]) => path()).sort()).toEqual(exports);
  });

  it('covers every operation of the OpenAPI document, which lists each route for exactly the portals it allows', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    // Not in the matrix: sign-in, which needs no token; logout, which would end the sessions the
    // matrix calls with; the live stream, which stays open (its refusals are in notifications/live.test.ts).
    const documented = Object.entries(doc.paths)
      .filter(([path]) => !path.startsWith('/api/auth/') && !path.endsWith('/logout') && !path.endsWith('/notifications/stream'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const allowed = ROUTES.flatMap(([method, path, types]) => types.map((type) => `${method} /api/${type}${path().replace(/[0-9a-f-]{36}/, '{id}')}`));
    expect(documented.sort()).toEqual(allowed.sort());
  });

  const callers = [...ALL.flatMap((type) => CREDENTIALS.map((credential) => ({ type, credential }))), 'signed out' as const];
  const cases = ROUTES.flatMap(([method, path, allowed, body]) => {
    const route = `${method} ${path().replace(/[0-9a-f-]{36}/, ':id')}`;
    return callers.map((who) => [route, who === 'signed out' ? who : `${who.type} (${who.credential})`, who, method, path, allowed, body] as const);
  });

  it.each(cases)('%s as %s', async (route, _, who, method, path, allowed, body) => {
    const type: UserType = who === 'signed out' ? 'member' : who.type;
    const res = await ctx.app.inject({
      method,
      url: `/api/${type}${path()}`,
      headers: who === 'signed out' ? {} : { authorization: `Bearer ${credentials[who.type][who.credential]}` },
      ...(body ? { payload: body() } : {}),
    });
    const keyRefused = who !== 'signed out' && who.credential !== 'session' && (SESSION_ONLY.has(route) || (who.credential === 'read key' && method !== 'GET'));
    if (who === 'signed out') expect(res.statusCode).toBe(401);
    else if (!allowed.includes(who.type) || keyRefused) expect(res.statusCode, res.body).toBe(403);
    else {
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    if (res.statusCode === 200 && path().endsWith('.csv')) expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    else expect(res.json()).toMatchObject({ success: res.statusCode < 400, message: expect.any(String) });
  });
});
