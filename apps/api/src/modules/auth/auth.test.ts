import { SIGNIN } from '@rds/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, sessions, signinCodes, users } from '../../db/schema.js';
import { createTestContext, DEMO, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signInAll: false });
});
afterAll(() => ctx.close());

let address = 0;
/** Each test speaks from its own network address unless it is testing the per-address limit. */
const from = () => `192.0.2.${++address}`;
const requestCode = (email: unknown, remoteAddress = from()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin/request', payload: { email }, remoteAddress });
const verify = (email: unknown, otp: unknown, remoteAddress = from()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin/verify', payload: { email, otp }, remoteAddress });
const me = (token: string, type = 'member') => ctx.app.inject({ method: 'GET', url: `/api/${type}/me`, headers: { authorization: `Bearer ${token}` } });
const mailsTo = (email: string) => ctx.outbox().filter((m) => m.to === email).length;

describe('sign-in by e-mail code', () => {
  it('mails a 6-digit code that returns a token and the user with its type', async () => {
    const res = await requestCode('Member@Example.org ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    const code = ctx.lastCode(DEMO.member);
    expect(code).toMatch(/^\d{6}$/);

    const ok = await verify(DEMO.member, code);
    expect(ok.statusCode).toBe(200);
    const { token, user } = ok.json().data;
    expect(user).toMatchObject({ email: DEMO.member, type: 'member', isActive: true });
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('stores codes only as a hash', async () => {
    await requestCode(DEMO.supplier);
    const code = ctx.lastCode(DEMO.supplier);
    const rows = await ctx.db.select().from(signinCodes).where(eq(signinCodes.email, DEMO.supplier));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await requestCode(DEMO.distributor);
    const unknown = await requestCode('nobody@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(mailsTo('nobody@example.org')).toBe(0);
    const tryIt = await verify('nobody@example.org', '123456');
    expect(tryIt.statusCode).toBe(400);
    expect(tryIt.json()).toMatchObject({ reason: 'signIn.codeWrong', message: 'That code is not right. 4 tries left.' });
  });

  it('lets a code work only once', async () => {
    await requestCode(DEMO.member2);
    const code = ctx.lastCode(DEMO.member2);
    expect((await verify(DEMO.member2, code)).statusCode).toBe(200);
    const again = await verify(DEMO.member2, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'VALIDATION', reason: 'signIn.codeExpired' });
  });

  it('refuses a code after 10 minutes', async () => {
    await requestCode(DEMO.healthpro);
    const code = ctx.lastCode(DEMO.healthpro);
    await ctx.db
      .update(signinCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signinCodes.email, DEMO.healthpro));
    const res = await verify(DEMO.healthpro, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('signIn.codeExpired');
  });

  it('counts wrong tries down and kills the code at the fifth', async () => {
    await requestCode(DEMO.distributor);
    const code = ctx.lastCode(DEMO.distributor);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < SIGNIN.maxWrongTries; i++) {
      const res = await verify(DEMO.distributor, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('signIn.codeWrong');
      messages.push(res.json().message);
    }
    expect(messages[0]).toMatch(/4 tries left/);
    expect(messages[3]).toMatch(/1 try left/);
    expect(messages[4]).toMatch(/no longer works/);
    const right = await verify(DEMO.distributor, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().reason).toBe('signIn.tooManyTries');
  });

  it('retires the older code when a new one is asked for', async () => {
    await requestCode(DEMO.supplier);
    const first = ctx.lastCode(DEMO.supplier);
    await requestCode(DEMO.supplier);
    const second = ctx.lastCode(DEMO.supplier);
    if (first !== second) expect((await verify(DEMO.supplier, first)).statusCode).toBe(400);
    expect((await verify(DEMO.supplier, second)).statusCode).toBe(200);
  });

  it.each([
    ['no e-mail', undefined, /e-mail/i],
    ['a malformed e-mail', 'not-an-email', /valid e-mail/],
    ['a number', 42, /e-mail/i],
  ])('refuses %s with a 400', async (_, email, message) => {
    const res = await requestCode(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', reason: 'input.invalid', data: null });
    expect(res.json().message).toMatch(message);
  });

  it.each([
    ['empty', ''],
    ['non-numeric', 'abcdef'],
    ['too short', '123'],
    ['missing', undefined],
  ])('refuses an %s code with a 400', async (_, otp) => {
    const res = await verify(DEMO.member, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('input.invalid');
  });

  it('rate limits codes per e-mail address with a 429', async () => {
    const email = 'flood@example.org';
    const answers = [];
    for (let i = 0; i < SIGNIN.maxRequestsPerEmail + 1; i++) answers.push((await requestCode(email)).statusCode);
    expect(answers.slice(0, SIGNIN.maxRequestsPerEmail).every((s) => s === 200)).toBe(true);
    const last = await requestCode(email);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', reason: 'rateLimit.tooMany' });
  });

  it('rate limits sign-in calls per network address with a 429', async () => {
    const address = '198.51.100.7';
    let status = 0;
    for (let i = 0; i <= SIGNIN.maxRequestsPerAddress; i++) {
      status = (await verify(`someone${i}@example.org`, '123456', address)).statusCode;
    }
    expect(status).toBe(429);
    const res = await requestCode(DEMO.member, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'rateLimit.tooMany' });
    expect((await requestCode(DEMO.member, from())).statusCode).toBe(200);
  });

  it('does not let an inactive account sign in, and ends its sessions', async () => {
    const token = await ctx.signIn(DEMO.member2);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.member2));
    try {
      expect((await me(token)).json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'auth.accountInactive' });
      const before = mailsTo(DEMO.member2);
      expect((await requestCode(DEMO.member2)).statusCode).toBe(200);
      expect(mailsTo(DEMO.member2)).toBe(before);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.member2));
    }
  });
});

describe('sessions', () => {
  it('ping answers a live session with the database clock, and a revoked one with 401', async () => {
    const token = await ctx.signIn(DEMO.supplier);
    const ping = () => ctx.app.inject({ method: 'GET', url: '/api/supplier/ping', headers: { authorization: token } });
    const live = await ping();
    expect(live.statusCode).toBe(200);
    expect(Math.abs(Date.parse(live.json().data.time) - Date.now())).toBeLessThan(60_000);
    await ctx.app.inject({ method: 'POST', url: '/api/supplier/logout', headers: { authorization: token }, payload: {} });
    expect((await ping()).statusCode).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const token = await ctx.signIn(DEMO.member);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/member/logout', headers: { authorization: token }, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'SESSION_EXPIRED', reason: 'auth.sessionEnded' });
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(sql`${sessions.revokedAt} is not null`);
    expect(row).toBeDefined();
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'logout'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('refuses a tampered token', async () => {
    const token = await ctx.signIn(DEMO.member);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, type: 'healthpro' })).toString('base64url');
    const res = await me(`${h}.${forged}.${s}`, 'healthpro');
    expect(res.statusCode).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
  });

  it('refuses an expired token with SESSION_EXPIRED', async () => {
    const [session] = await ctx.db.select().from(sessions).limit(1);
    const expired = await new SignJWT({ type: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session!.userId)
      .setJti(session!._id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(ctx.jwtSecret));
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', reason: 'auth.sessionEnded' });
  });

  it('refuses a token signed with the server key whose jti is not a session id as invalid (401, not a 400 from the lookup)', async () => {
    const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO.member));
    const token = await new SignJWT({ type: 'member' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member!._id)
      .setJti('not-a-uuid')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(ctx.jwtSecret));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'auth.signInFirst' });
  });

  it('refuses a token that served before, once it has expired, as expired (a checked token is not kept past its expiry)', async () => {
    const token = await ctx.signIn(DEMO.member);
    expect((await me(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 13 * 3600_000);
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', reason: 'auth.sessionEnded' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a call without a token with a 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/member/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', reason: 'auth.signInFirst', message: 'Please sign in to continue', data: null });
  });
});
