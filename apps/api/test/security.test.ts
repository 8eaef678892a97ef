/**
 * Security (docs/security.md): sign-in that resists a patient attacker, browser security headers,
 * uploads that carry only pixels, and no 500 from bad input. Each case here once failed.
 */
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { SIGNIN } from '@rds/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { auditEvents, products, sessions, supplyChainItems, users } from '../src/db/schema.js';
import { loggableError } from '../src/platform/errors.js';
import { createTestContext, DEMO, multipart, type TestContext } from './harness.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'rds-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("hello")');
// A built asset as the web build leaves it: with its brotli copy beside it (scripts/precompress.mjs).
const bigAsset = `console.log(${JSON.stringify('a hashed asset '.repeat(200))});`;
writeFileSync(path.join(webDist, 'assets', 'big-1a2b3c.js'), bigAsset);
writeFileSync(path.join(webDist, 'assets', 'big-1a2b3c.js.br'), brotliCompressSync(bigAsset));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ webDist, signInAll: false });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

let address = 0;
const from = () => `203.0.113.${(++address % 250) + 1}`;
const requestCode = (email: string, remoteAddress = from(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email }, remoteAddress, headers });
const verify = (email: string, otp: string, remoteAddress = from(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin/verify', payload: { email, otp }, remoteAddress, headers });
const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const mailsTo = (email: string) => ctx.outbox().filter((m) => m.to === email);
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
const userId = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!._id;

describe('sign-in gives nothing away', () => {
  it('answers every wrong code the same for a known, an unknown and an inactive account', async () => {
    const inactive = 'prairie@example.org';
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, inactive));
    const emails = [DEMO.member, 'nobody-here@example.org', inactive];
    const answers: Record<string, string[]> = {};
    const timings: Record<string, number[]> = {};
    for (const email of emails) {
      const request = await requestCode(email);
      answers[email] = [`${request.statusCode} ${request.json().message}`];
      timings[email] = [];
    }
    // Taken in turns, so that whatever else the machine is doing weighs on the three alike; 30
    // rounds, so that a busy spell (the browser journeys run beside this file) cannot cover every
    // answer of one account (12 once could, in a full run).
    for (let i = 0; i < 30; i++) {
      for (const email of emails) {
        const started = performance.now();
        const res = await verify(email, '999999');
        timings[email]!.push(performance.now() - started);
        answers[email]!.push(`${res.statusCode} ${res.json().code} ${res.json().message}`);
      }
    }
    const [known, unknown, off] = Object.values(answers);
    expect(known![1]).toBe('400 VALIDATION That code is not right. 4 tries left.');
    expect(unknown).toEqual(known);
    expect(off).toEqual(known);
    // The same work on each path: the fastest answer for one account (the one least disturbed by
    // whatever else runs on the machine) is not much faster than another's.
    const fastest = Object.values(timings).map((values) => Math.min(...values));
    expect(Math.max(...fastest) / Math.min(...fastest)).toBeLessThan(3);
    await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, inactive));
  });

  it('mails at most the per-e-mail limit of codes for 30 requests at once', async () => {
    const email = DEMO.distributor;
    const before = mailsTo(email).length;
    const answers = await Promise.all(Array.from({ length: 30 }, () => requestCode(email)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(SIGNIN.maxRequestsPerEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGNIN.maxRequestsPerEmail);
    expect(mailsTo(email).length - before).toBe(SIGNIN.maxRequestsPerEmail);
    await ctx.db.execute(sql`update signin_codes set created_at = created_at - interval '1 hour' where email = ${email}`);
  });

  it('pauses code sign-in after 20 wrong codes a day across addresses and codes, and tells the owner', async () => {
    const email = DEMO.supplier;
    const owner = () => mailsTo(email).filter((m) => /paused/.test(m.subject));
    let wrong = 0;
    // Four codes with five wrong tries each but the last, each try from a new network address.
    for (let round = 0; round < 4; round++) {
      expect((await requestCode(email)).statusCode).toBe(200);
      const bad = wrongCodeFor(ctx.lastCode(email));
      for (let i = 0; i < (round < 3 ? SIGNIN.maxWrongTries : SIGNIN.maxWrongTries - 1); i++) {
        expect((await verify(email, bad)).statusCode).toBe(400);
        wrong++;
      }
    }
    expect(wrong).toBe(SIGNIN.maxWrongTriesPerDay - 1);
    expect(owner()).toHaveLength(0);
    expect((await requestCode(email)).statusCode).toBe(200);
    const right = ctx.lastCode(email);
    expect((await verify(email, wrongCodeFor(right))).statusCode).toBe(400);
    expect(owner()).toHaveLength(1);

    const refused = await verify(email, right);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().reason).toBe('signIn.paused');
    expect((await requestCode(email)).statusCode).toBe(429);
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'signin.failed'));
    expect(audits.filter((a) => (a.detail as { email: string }).email === email).length).toBeGreaterThanOrEqual(SIGNIN.maxWrongTriesPerDay + 1);
    // A day later it works again.
    await ctx.db.execute(sql`update signin_codes set created_at = created_at - interval '25 hours' where email = ${email}`);
    await ctx.db.execute(sql`update audit_events set created_at = created_at - interval '25 hours' where entity_id = ${email}`);
    expect((await requestCode(email)).statusCode).toBe(200);
    expect((await verify(email, ctx.lastCode(email))).statusCode).toBe(200);
    const [signin] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'signin'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(signin).toMatchObject({ entityId: await userId(email) });
  });

  it('ignores a forged X-Forwarded-For for the per-address limit (TRUST_PROXY off)', async () => {
    const attacker = '198.51.100.99';
    let last = 0;
    for (let i = 0; i <= SIGNIN.maxRequestsPerAddress; i++) {
      last = (await verify(`guess${i}@example.org`, '123456', attacker, { 'x-forwarded-for': `10.9.${i}.1` })).statusCode;
    }
    expect(last).toBe(429);
  });

  it('believes X-Forwarded-For only with TRUST_PROXY on', async () => {
    const app = await buildApp({
      db: ctx.db,
      dataDir: ctx.dataDir,
      jwtSecret: ctx.jwtSecret,
      sessionHours: 12,
      trustProxy: true,
      mailer: { send: () => {} },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin/verify',
        payload: { email: 'x@example.org', otp: '123456' },
        remoteAddress: '198.51.100.99', // the address the previous test used up
        headers: { 'x-forwarded-for': '192.0.2.200' },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('an e-mail change', () => {
  it('waits for the code sent to the new address, tells the old one, and ends every other session', async () => {
    const oldEmail = DEMO.member2;
    const newEmail = 'new-member2@example.org';
    const here = await ctx.signIn(oldEmail);
    const elsewhere = await ctx.signIn(oldEmail);
    const body = await multipart({ email: newEmail, phone: '416-555-1234' });
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/member/me', headers: { ...body.headers, authorization: here }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: oldEmail, phone: '416-555-1234', pendingEmail: newEmail });
    expect((await ctx.db.select().from(users).where(eq(users.email, oldEmail))).length).toBe(1);
    const code = mailsTo(newEmail)
      .at(-1)!
      .text.match(/code on your profile page: (\d{6})/)![1]!;

    const wrong = await as(here, 'POST', '/api/member/me/email/confirm', { otp: wrongCodeFor(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ reason: 'signIn.codeWrong', message: expect.stringMatching(/4 tries left/) });
    const ok = await as(here, 'POST', '/api/member/me/email/confirm', { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(newEmail);
    expect(mailsTo(oldEmail).at(-1)!.subject).toMatch(/e-mail address .* changed/);
    expect((await as(elsewhere, 'GET', '/api/member/me')).statusCode).toBe(401);
    expect((await as(here, 'GET', '/api/member/me')).statusCode).toBe(200);
    expect((await as(here, 'POST', '/api/member/me/email/confirm', { otp: code })).statusCode).toBe(400);
    // The new address signs in; the old one no longer has an account.
    expect((await ctx.signIn(newEmail)).length).toBeGreaterThan(0);
    await ctx.db.update(users).set({ email: oldEmail }).where(eq(users.email, newEmail));
  });
});

describe('impersonation', () => {
  const start = async (adminToken: string) => {
    const res = await as(adminToken, 'POST', '/api/healthpro/impersonate/login', { userId: await userId(DEMO.member) });
    expect(res.statusCode).toBe(200);
    return res.json().data as string;
  };

  it('lasts an hour at most', async () => {
    const acting = await start(await ctx.signIn(DEMO.healthpro));
    const payload = JSON.parse(Buffer.from(acting.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(3600);
  });

  it('ends when the administrator logs out', async () => {
    const admin = await ctx.signIn(DEMO.healthpro);
    const acting = await start(admin);
    expect((await as(acting, 'GET', '/api/member/me')).statusCode).toBe(200);
    expect((await as(admin, 'POST', '/api/healthpro/logout', {})).statusCode).toBe(200);
    const after = await as(acting, 'GET', '/api/member/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it("ends when the administrator's session expires", async () => {
    const admin = await ctx.signIn(DEMO.healthpro);
    const acting = await start(admin);
    const adminSession = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).jti;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions._id, adminSession));
    expect((await as(acting, 'GET', '/api/member/me')).statusCode).toBe(401);
  });

  it('ends when the administrator is deactivated', async () => {
    const acting = await start(await ctx.signIn(DEMO.healthpro));
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.healthpro));
    try {
      expect((await as(acting, 'GET', '/api/member/me')).statusCode).toBe(401);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.healthpro));
    }
  });
});

describe('browser security headers', () => {
  const expectBrowserHeaders = (headers: Record<string, unknown>, what: string) => {
    expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], what).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
  };

  it('are on the API, the web page, its assets, uploads and errors', async () => {
    const token = await ctx.signIn(DEMO.member);
    const me = await as(token, 'GET', '/api/member/me');
    const signin = await requestCode('someone@example.org');
    const page = await ctx.app.inject({ method: 'GET', url: '/stock' });
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    const upload = await ctx.app.inject({ method: 'GET', url: `/${(await as(token, 'GET', '/api/member/me')).json().data.profilePic}` });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/member/nothing-here' });
    expect([me.statusCode, signin.statusCode, page.statusCode, asset.statusCode, upload.statusCode]).toEqual([200, 200, 200, 200, 200]);
    for (const [what, res] of Object.entries({ me, signin, page, asset, upload, missing })) expectBrowserHeaders(res.headers, what);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // Hashed assets are kept a year; the page itself is asked for again every time.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(page.headers['cache-control']).toBe('no-cache');
    const precompressed = await ctx.app.inject({ method: 'GET', url: '/assets/big-1a2b3c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(precompressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(precompressed.rawPayload).toString()).toBe(bigAsset);
    expect(upload.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    // Personal data is never kept by a browser or proxy.
    expect(me.headers['cache-control']).toBe('no-store');
    expect(signin.headers['cache-control']).toBe('no-store');
  });
});

/** A PNG with HTML in a text chunk and after its end: a file both a browser and an image viewer would open. */
function polyglotPng(): Buffer {
  const png = readFileSync(path.join(import.meta.dirname, '../src/db/demo-assets/avatar-member.png'));
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  // Signature (8 bytes) and IHDR (25 bytes) first, then the text chunk, then the rest.
  return Buffer.concat([png.subarray(0, 33), chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), html])), png.subarray(33), html]);
}

describe('uploads', () => {
  it('neutralise a PNG+HTML polyglot: what is stored and served is only the picture', async () => {
    const polyglot = polyglotPng();
    expect(polyglot.includes('<script>')).toBe(true);
    const body = await multipart({ profilePic: { data: polyglot, filename: 'me.png', type: 'image/png' } });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/member/me',
      headers: { ...body.headers, authorization: await ctx.signIn(DEMO.member2) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: `/${res.json().data.profilePic}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.rawPayload.includes('<html>')).toBe(false);
  });

  it('delete the picture a new one replaces', async () => {
    const token = await ctx.signIn(DEMO.distributor);
    const send = async (picture: string) => {
      const png = readFileSync(path.join(import.meta.dirname, '../src/db/demo-assets', picture));
      const body = await multipart({ profilePic: { data: png, filename: 'me.png', type: 'image/png' } });
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/distributor/me',
        headers: { ...body.headers, authorization: token },
        payload: body.payload,
      });
      return res.json().data.profilePic as string;
    };
    const first = await send('avatar-distributor.png');
    const second = await send('avatar-member2.png');
    expect((await ctx.app.inject({ method: 'GET', url: `/${first}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/${second}` })).statusCode).toBe(200);
  });
});

describe('no 500 from bad input', () => {
  let tokens: { member: string; supplier: string };
  beforeAll(async () => {
    tokens = { member: await ctx.signIn(DEMO.member), supplier: await ctx.signIn(DEMO.supplier) };
  });

  const expect400 = async (res: { statusCode: number; json(): { success: boolean; code: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, reason: expect.stringMatching(/^(input|request)\./) });
  };

  it('refuses a NUL byte in a text field or a search', async () => {
    await expect400(await as(tokens.member, 'POST', '/api/member/query', { subject: 'a\u0000', message: 'hello' }));
    await expect400(await as(tokens.member, 'GET', '/api/member/notifications?search=%00'));
    const refused = await as(tokens.member, 'POST', '/api/member/query', { subject: 'a\u0000', message: 'hello' });
    expect(refused.json()).toMatchObject({ reason: 'input.invalid', message: expect.stringMatching(/NUL/) });
  });

  it('refuses a NUL byte in a multipart field', async () => {
    const body = await multipart({ name: 'Bad\u0000Name' });
    await expect400(
      await ctx.app.inject({ method: 'PATCH', url: '/api/member/me', headers: { ...body.headers, authorization: tokens.member }, payload: body.payload }),
    );
  });

  it('refuses a truncated multipart body and one without a boundary', async () => {
    const body = await multipart({ name: 'Cut short', profilePic: { data: Buffer.alloc(2000, 1), filename: 'a.png', type: 'image/png' } });
    const truncated = body.payload.subarray(0, body.payload.length - 200);
    await expect400(
      await ctx.app.inject({ method: 'PATCH', url: '/api/member/me', headers: { ...body.headers, authorization: tokens.member }, payload: truncated }),
    );
    await expect400(
      await ctx.app.inject({
        method: 'PATCH',
        url: '/api/member/me',
        headers: { 'content-type': 'multipart/form-data', authorization: tokens.member },
        payload: body.payload,
      }),
    );
  });

  it('refuses an empty partner update and a NUL in a partner name, writing nothing', async () => {
    const [product] = await ctx.db.select().from(products).limit(1);
    const added = await as(tokens.supplier, 'POST', `/api/supplier/product/${product!._id}/supplychain`, {
      name: 'Plant',
      line1: '1 Road',
      line2: 'Town',
      postalCode: '12345',
      type: 'WAREHOUSES',
    });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.data.supplyChainInfo._id;
    const before = await ctx.db.select().from(supplyChainItems);
    const audits = (await ctx.db.select().from(auditEvents)).length;
    await expect400(
      await ctx.app.inject({ method: 'PATCH', url: `/api/supplier/supplychain/${itemId}`, headers: { authorization: tokens.supplier }, payload: {} }),
    );
    await expect400(
      await as(tokens.supplier, 'POST', `/api/supplier/product/${product!._id}/supplychain`, {
        name: 'Pla\u0000nt',
        line1: '1 Road',
        line2: 'Town',
        postalCode: '12345',
        type: 'WAREHOUSES',
      }),
    );
    await expect400(
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/supplier/supplychain/${itemId}`,
        headers: { authorization: tokens.supplier },
        payload: { name: 'x\u0000' },
      }),
    );
    expect(await ctx.db.select().from(supplyChainItems)).toEqual(before);
    expect((await ctx.db.select().from(auditEvents)).length).toBe(audits);
  });

  it('logs a database error by its code, never with the SQL parameters', async () => {
    const secret = 'patient.name@example.org';
    const error = await ctx.db.execute(sql`select ${secret}::int`).catch((e: unknown) => e);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error)).toContain(secret);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('22P02');
  });
});
