/** The API's conventions, checked across the shared endpoints: paths, envelope, errors, paging, docs. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SHARED_GETS = ['/me', '/dashboard', '/notifications', '/notifications/unseen'];
const TYPES = ['member', 'supplier', 'distributor', 'healthpro'] as const;

describe('paths and user types', () => {
  it.each(TYPES)('lets a %s call every shared endpoint on its own path', async (type) => {
    for (const path of SHARED_GETS) {
      const res = await call(ctx, type, 'GET', path);
      expect(res.statusCode, `${type} ${path}`).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: expect.any(String), data: expect.anything() });
    }
  });

  it.each(TYPES)('refuses a %s on every other portal path with a 403', async (type) => {
    for (const other of TYPES.filter((t) => t !== type)) {
      const res = await call(ctx, type, 'GET', '/me', undefined, other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', reason: 'auth.forbidden', data: null });
    }
  });

  it('answers an unknown user type in the path with a 404 that names the real ones', async () => {
    const res = await call(ctx, 'member', 'GET', '/me', undefined, 'admin' as never);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'route.notFound', message: expect.stringMatching(/member, supplier, distributor, healthpro/) });
  });

  it('answers an unknown API path with a 404 in the envelope', async () => {
    const signedIn = await call(ctx, 'member', 'GET', '/nothing-here');
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toMatchObject({ success: false, code: 'NOT_FOUND', reason: 'route.notFound', data: null });
  });
});

describe('errors', () => {
  it('answers invalid JSON with a 400 and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/request',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'BAD_REQUEST', reason: 'request.malformed', message: 'The request body is not valid JSON', data: null });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('answers a body of the wrong kind with a 400 that says what to send', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin/request',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the details as a JSON object');
  });

  it('answers a bad id with a 400', async () => {
    const res = await call(ctx, 'member', 'PATCH', '/notification/not-an-id/seen');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('That id is not valid');
  });
});

// eslint-disable-next-line house/no-explicit-any -- list rows of several shapes, read by the test's own accessors
type Row = any;

describe('list paging, search and sort', () => {
  it.each([
    ['limit=0', /limit must be from 1 to 100/],
    ['limit=-5', /limit must be from 1 to 100/],
    ['limit=101', /limit must be from 1 to 100/],
    ['limit=1e9', /limit must be from 1 to 100/],
    ['limit=abc', /limit must be a number/],
    ['limit=2.5', /whole number/],
    ['skip=-1', /skip cannot be negative/],
    ['skip=99999999999', /skip cannot be more than 10000: search or sort the list/],
    ['skip=10001', /skip cannot be more than 10000: search or sort the list/],
    ['sort=biggest', /sort must be one of newest, oldest, name/],
    [`search=${'x'.repeat(201)}`, /200 characters/],
    [`search=${'%25'.repeat(10_000)}`, /200 characters/],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await call(ctx, 'healthpro', 'GET', `/notifications?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', reason: 'input.invalid' });
    expect(res.json().message).toMatch(message);
  });

  it('pages with limit and skip and reports the total', async () => {
    const all = (await call(ctx, 'healthpro', 'GET', '/notifications?limit=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(1);
    const first = (await call(ctx, 'healthpro', 'GET', '/notifications?limit=1&skip=0')).json().data;
    expect(first.notifications).toHaveLength(1);
    expect(first.total).toBe(all.total);
    const beyond = (await call(ctx, 'healthpro', 'GET', `/notifications?limit=10&skip=${all.total}`)).json().data;
    expect(beyond.notifications).toHaveLength(0);
    expect(beyond.total).toBe(all.total);
  });

  it('sorts newest first by default, oldest on request, and by name', async () => {
    const member = 'member' as const;
    const newest = (await call(ctx, member, 'GET', '/notifications?limit=100')).json().data.notifications;
    const oldest = (await call(ctx, member, 'GET', '/notifications?limit=100&sort=oldest')).json().data.notifications;
    expect(newest.length).toBeGreaterThan(1);
    expect(oldest.map((n: { _id: string }) => n._id)).toEqual([...newest].reverse().map((n: { _id: string }) => n._id));
    const times = newest.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byName = (await call(ctx, member, 'GET', '/notifications?limit=100&sort=name')).json().data.notifications;
    const names = byName.map((n: { messageMain: string }) => n.messageMain.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });

  it('searches, taking % and _ literally', async () => {
    const hit = (await call(ctx, 'member', 'GET', '/notifications?search=dispatched')).json().data;
    expect(hit.total).toBe(1);
    expect(hit.notifications[0].messageMain).toBe('Order dispatched');
    const wildcard = (await call(ctx, 'member', 'GET', '/notifications?search=%25')).json().data;
    expect(wildcard.total).toBe(0);
  });

  // Each list searches the names of what it joins (products, members, suppliers) through their
  // trigram indexes first (platform/paging.ts); the answer is the same as matching the joined rows.
  it.each([
    ['healthpro', '/stocks', 'lakeshore', 'stocks', (row: Row) => row.Member.name],
    ['healthpro', '/stocks', 'rds-1003', 'stocks', (row: Row) => row.Product.productId],
    ['supplier', '/stocks', 'salbutamol', 'stocks', (row: Row) => row.Product.name],
    ['healthpro', '/orders', "michael's", 'orders', (row: Row) => row.Member.name],
    ['healthpro', '/products', 'northfield', 'products', (row: Row) => row.Supplier.name],
  ] as const)('as %s, %s?search=%s finds exactly the rows whose joined name holds it', async (who, route, search, key, name) => {
    const all = (await call(ctx, who, 'GET', `${route}?limit=100`)).json().data;
    const expected = all[key].filter((row: Row) => name(row).toLowerCase().includes(search)).map((row: Row) => row._id);
    expect(expected.length).toBeGreaterThan(0);
    const found = (await call(ctx, who, 'GET', `${route}?limit=100&search=${encodeURIComponent(search)}`)).json().data;
    expect(found[key].map((row: Row) => row._id).sort()).toEqual([...expected].sort());
    expect(found.total).toBe(expected.length);
    for (const literal of ['%', '_', '\\']) {
      const none = (await call(ctx, who, 'GET', `${route}?search=${encodeURIComponent(literal)}`)).json().data;
      expect(none.total).toBe(0);
    }
  });
});

describe('the wire', () => {
  it('compresses answers with brotli or gzip, as the client accepts, and leaves small ones alone', async () => {
    const url = '/api/healthpro/notifications?limit=100';
    const headers = { authorization: `Bearer ${ctx.tokens.healthpro}` };
    const plain = await ctx.app.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gz = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const small = await ctx.app.inject({ method: 'GET', url: '/api/healthpro/notifications/unseen', headers: { ...headers, 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses even a large answer in one go, sent with its length, not streamed through zlib in chunks', async () => {
    // The plugin streams anything over its own ceiling, which shrinks with the cores, through
    // zlib's thread pool, at several times the CPU of one call. The OpenAPI document, over
    // 300 KB, is the largest answer the server builds; a page of a hundred rows is under 200 KB.
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.rawPayload.length).toBeGreaterThan(300 * 1024);
    const br = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe('OpenAPI', () => {
  it('serves the document and its UI at /api/docs, built from the contract schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signin/request', '/api/auth/signin/verify', '/api/member/notifications', '/api/healthpro/me']),
    );
    const body = doc.paths['/api/auth/signin/verify'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'otp']));
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});
