/** API keys: a key's whole life, what a key may never do, bad keys, the per-key limit, and the logs. */
import { API_KEYS } from '@rds/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { apiKeys, auditEvents, users } from '../../db/schema.js';
import { createMailer } from '../../platform/mail.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';

const DAY = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Everything the server logged while this file ran, one JSON line each. */
const logged: string[] = [];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'trace', stream: { write: (line: string) => void logged.push(line) } } });
});
afterAll(() => ctx.close());

/** Another application on a database of this file's, as another process of the same deployment would be. */
function appOptions(db: TestContext['db']) {
  const mailer = createMailer({ from: 'test@example.org', dataDir: ctx.dataDir, print: false, onError: (error) => console.error(error) });
  return { db, dataDir: ctx.dataDir, jwtSecret: ctx.jwtSecret, sessionHours: 12, mailer };
}

async function createKey(who: keyof typeof DEMO, body: object) {
  return call(ctx, who, 'POST', '/apikeys', body);
}

async function newKey(who: keyof typeof DEMO, scope: 'read' | 'write', name = `${scope} key`) {
  const res = await createKey(who, { name, scope, expiresAt: inDays(90) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; key: string; name: string };
}

function withKey(key: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });
}

describe('a key’s life', () => {
  it('is shown once, listed without itself, used as its owner, refused a write when read-only, and ends when revoked', async () => {
    const created = await createKey('member', { name: 'Pharmacy inventory', scope: 'write', expiresAt: inDays(30) });
    expect(created.statusCode).toBe(200);
    const key = created.json().data;
    expect(created.json().message).toMatch(/will not be shown again/);
    expect(key).toMatchObject({ name: 'Pharmacy inventory', scope: 'write', status: 'active', lastUsedAt: null, revokedAt: null });
    expect(key.key).toMatch(/^rdsk_[A-Za-z0-9_-]{43}$/);
    expect(key.start).toBe(key.key.slice(0, API_KEYS.shownChars));

    // Only the hash is kept.
    const [stored] = await ctx.db.select().from(apiKeys).where(eq(apiKeys._id, key._id));
    expect(JSON.stringify(stored)).not.toContain(key.key);
    expect(JSON.stringify(stored)).not.toContain(key.key.slice(API_KEYS.prefix.length));

    // The key reads what its owner's session reads.
    const bySession = await call(ctx, 'member', 'GET', '/stocks?limit=5');
    const byKey = await withKey(key.key, 'GET', '/api/member/stocks?limit=5');
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json().data).toEqual(bySession.json().data);

    // It writes, and the audit trail names the key.
    const sent = await withKey(key.key, 'POST', '/api/member/query', { subject: 'From our ERP', message: 'Sent with a key' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'query.create'), eq(auditEvents.entityId, sent.json().data._id)));
    const member = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member)))[0]!;
    expect(event).toMatchObject({ userId: member._id, actorId: member._id, apiKeyId: key._id });

    // The list never holds the key, and shows its last use.
    const list = await call(ctx, 'member', 'GET', '/apikeys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.key);
    const listed = list.json().data.apiKeys.find((k: { _id: string }) => k._id === key._id);
    expect(listed).toMatchObject({ name: 'Pharmacy inventory', status: 'active', start: key.start });
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
    expect(listed).not.toHaveProperty('key');

    // A read-only key reads, and every write is a 403 that says why.
    const reader = await newKey('member', 'read', 'Dashboard screen');
    expect((await withKey(reader.key, 'GET', '/api/member/orders')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/member/query', { subject: 'x', message: 'y' }],
      ['PATCH', `/api/member/notification/${crypto.randomUUID()}/seen`, undefined],
      ['DELETE', `/api/member/apikey/${crypto.randomUUID()}`, undefined],
    ] as const) {
      const refused = await withKey(reader.key, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN', data: null });
    }
    const refused = await withKey(reader.key, 'POST', '/api/member/query', { subject: 'x', message: 'y' });
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'apiKey.readOnly', message: expect.stringContaining('“Dashboard screen”') });

    // Revoked: the next call is a 401, and a second revocation says it was already done.
    const revoked = await call(ctx, 'member', 'DELETE', `/apikey/${key._id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ _id: key._id, status: 'revoked', revokedAt: expect.any(String) });
    const after = await withKey(key.key, 'GET', '/api/member/stocks');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', reason: 'apiKey.invalid', data: null });
    const again = await call(ctx, 'member', 'DELETE', `/apikey/${key._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('apiKey.alreadyRevoked');
  });

  it('acts only on its owner’s portal, and another user cannot see or revoke it', async () => {
    const key = await newKey('supplier', 'write');
    expect((await withKey(key.key, 'GET', '/api/supplier/orders')).statusCode).toBe(200);
    const elsewhere = await withKey(key.key, 'GET', '/api/member/orders');
    expect(elsewhere.statusCode).toBe(403);
    expect((await call(ctx, 'member', 'DELETE', `/apikey/${key._id}`)).statusCode).toBe(404);
    expect((await call(ctx, 'member', 'GET', '/apikeys')).body).not.toContain(key._id);
  });
});

describe('what a key never does', () => {
  it('never makes, lists or revokes keys, signs out, acts as someone or changes the e-mail address', async () => {
    const member = await newKey('member', 'write');
    const admin = await newKey('healthpro', 'write');
    const target = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member)))[0]!;
    const refusals = [
      withKey(member.key, 'POST', '/api/member/apikeys', { name: 'Another', scope: 'write', expiresAt: inDays(10) }),
      withKey(member.key, 'GET', '/api/member/apikeys'),
      withKey(member.key, 'DELETE', `/api/member/apikey/${member._id}`),
      withKey(member.key, 'POST', '/api/member/logout'),
      withKey(member.key, 'POST', '/api/member/me/email/confirm', { otp: '123456' }),
      withKey(admin.key, 'POST', '/api/healthpro/impersonate/login', { userId: target._id }),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().reason).toBe('apiKey.sessionOnly');
    }

    const email = await multipart({ email: 'new-address@example.org' });
    const changeEmail = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/member/me',
      headers: { ...email.headers, authorization: `Bearer ${member.key}` },
      payload: email.payload,
    });
    expect(changeEmail.statusCode).toBe(403);
    expect(changeEmail.json().reason).toBe('apiKey.sessionOnly');
    expect(ctx.outbox().filter((mail) => mail.to === 'new-address@example.org')).toEqual([]);

    // The rest of the profile is its owner's to change through a write key.
    const phone = await multipart({ phone: '416-555-0101' });
    const changePhone = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/member/me',
      headers: { ...phone.headers, authorization: `Bearer ${member.key}` },
      payload: phone.payload,
    });
    expect(changePhone.statusCode).toBe(200);
  });

  it('is not made while an administrator acts as someone', async () => {
    const target = (await ctx.db.select().from(users).where(eq(users.email, DEMO.member)))[0]!;
    const token = (await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: target._id })).json().data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/apikeys',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Made by the administrator', scope: 'write', expiresAt: inDays(30) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('auth.forbidden');
  });
});

describe('bad keys and bad input', () => {
  it('answers an unknown, an expired and a revoked key, and a deactivated owner’s, with the same 401', async () => {
    const expired = await newKey('distributor', 'read', 'Expired');
    await ctx.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys._id, expired._id));
    const revoked = await newKey('distributor', 'read', 'Revoked');
    await call(ctx, 'distributor', 'DELETE', `/apikey/${revoked._id}`);
    const unknown = `${API_KEYS.prefix}${'A'.repeat(43)}`;

    const answers = await Promise.all(
      [unknown, expired.key, revoked.key, `${API_KEYS.prefix}short`].map((key) => withKey(key, 'GET', '/api/distributor/orders')),
    );
    for (const res of answers) expect(res.statusCode).toBe(401);
    const bodies = new Set(answers.map((res) => res.body));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'apiKey.invalid' });

    const listed = (await call(ctx, 'distributor', 'GET', '/apikeys')).json().data.apiKeys;
    expect(listed.find((k: { _id: string }) => k._id === expired._id).status).toBe('expired');
  });

  it('refuses a key whose owner was deactivated', async () => {
    const owner = await ctx.signIn('member2@example.org');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/apikeys',
      headers: { authorization: `Bearer ${owner}` },
      payload: { name: 'Soon gone', scope: 'read', expiresAt: inDays(5) },
    });
    const key = created.json().data.key as string;
    expect((await withKey(key, 'GET', '/api/member/orders')).statusCode).toBe(200);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.email, 'member2@example.org'));
    try {
      expect((await withKey(key, 'GET', '/api/member/orders')).statusCode).toBe(401);
    } finally {
      await ctx.db.update(users).set({ isActive: true }).where(eq(users.email, 'member2@example.org'));
    }
  });

  it.each([
    [{ name: '', scope: 'read', expiresAt: inDays(1) }, 400, 'Give the key a name'],
    [{ name: 'x'.repeat(81), scope: 'read', expiresAt: inDays(1) }, 400, "A key's name is at most 80 characters"],
    [{ name: 'Key', scope: 'admin', expiresAt: inDays(1) }, 400, 'scope must be read or write'],
    [{ name: 'Key', scope: 'read', expiresAt: 'next year' }, 400, 'expiresAt must be a date and time, e.g. 2027-06-30T23:59:59Z'],
    [{ name: 'Key', scope: 'read', expiresAt: inDays(-1) }, 400, 'The expiry date must be in the future.'],
    [{ name: 'Key', scope: 'read', expiresAt: inDays(367) }, 400, 'A key may expire at most a year from today (366 days).'],
  ])('refuses %j with a %i that says what to fix', async (body, status, message) => {
    const res = await createKey('supplier', body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message, data: null });
  });

  it('keeps at most API_KEYS.maxLive live keys per user, even when asked for many at once', async () => {
    const type = 'healthpro';
    const live = (await call(ctx, type, 'GET', '/apikeys?limit=100')).json().data.apiKeys.filter((k: { status: string }) => k.status === 'active').length;
    const asks = Array.from({ length: API_KEYS.maxLive - live + 5 }, (_, i) => createKey(type, { name: `Batch ${i}`, scope: 'read', expiresAt: inDays(2) }));
    const answers = await Promise.all(asks);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(API_KEYS.maxLive - live);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().reason).toBe('apiKey.tooMany');
  });
});

describe('limits and logs', () => {
  it('answers a key past its calls per minute with a 429 and Retry-After; sessions are not counted', async () => {
    const limited = await buildApp({ ...appOptions(ctx.db), apiKeyCallsPerMinute: 3 });
    try {
      const { key } = await newKey('member', 'read', 'Busy');
      const calls = [];
      for (let i = 0; i < 4; i++) calls.push(await limited.inject({ method: 'GET', url: '/api/member/ping', headers: { authorization: `Bearer ${key}` } }));
      expect(calls.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const over = calls[3]!;
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS', reason: 'rateLimit.tooMany' });
      for (let i = 0; i < 5; i++) {
        const bySession = await limited.inject({ method: 'GET', url: '/api/member/ping', headers: { authorization: `Bearer ${ctx.tokens.member}` } });
        expect(bySession.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('never writes a key into the log, used or refused', async () => {
    const key = await newKey('member', 'read', 'Logged?');
    logged.length = 0;
    await withKey(key.key, 'GET', '/api/member/orders?search=x');
    await withKey(key.key, 'POST', '/api/member/query', { subject: 'x', message: 'y' });
    await withKey(`${key.key}x`, 'GET', '/api/member/orders');
    expect(logged.length).toBeGreaterThan(3);
    const secret = key.key.slice(API_KEYS.prefix.length);
    for (const line of logged) expect(line).not.toContain(secret);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('across processes', () => {
  it('ends a key revoked in one process on the next call to another', async () => {
    const other = await openDatabase({ databaseUrl: ctx.databaseUrl });
    const second = await buildApp(appOptions(other.db));
    try {
      const key = await newKey('supplier', 'read', 'Two processes');
      const onSecond = () => second.inject({ method: 'GET', url: '/api/supplier/ping', headers: { authorization: `Bearer ${key.key}` } });
      expect((await onSecond()).statusCode).toBe(200);
      expect((await call(ctx, 'supplier', 'DELETE', `/apikey/${key._id}`)).statusCode).toBe(200);
      expect((await onSecond()).statusCode).toBe(401);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
