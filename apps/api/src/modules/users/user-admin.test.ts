import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, multipart, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const png = () => readFileSync(path.join(import.meta.dirname, '../../db/demo-assets/avatar-supplier.png'));
const picture = () => ({ data: png(), filename: 'logo.png', type: 'image/png' });

async function form(method: 'POST' | 'PATCH', url: string, fields: Parameters<typeof multipart>[0], who: 'healthpro' | 'member' = 'healthpro') {
  const body = await multipart(fields);
  return ctx.app.inject({ method, url: `/api/${who}${url}`, headers: { ...body.headers, authorization: ctx.tokens[who] }, payload: body.payload });
}
const userCount = async () => (await ctx.db.select().from(users)).length;
const userByEmail = (email: string) =>
  ctx.db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .then((r) => r[0]);

describe('administrator user screens', () => {
  it('lists members, suppliers and distributors with search, sort and paging', async () => {
    const members = (await call(ctx, 'healthpro', 'GET', '/members?sort=name')).json().data;
    expect(members.total).toBe(2);
    expect(members.members.map((m: { name: string }) => m.name)).toEqual(['Lakeshore Family Health Team', "St. Michael's Community Hospital"]);
    const searched = (await call(ctx, 'healthpro', 'GET', '/members?search=lakeshore')).json().data;
    expect(searched).toMatchObject({ total: 1, members: [{ email: DEMO.member2 }] });
    const paged = (await call(ctx, 'healthpro', 'GET', '/members?limit=1&skip=1&sort=name')).json().data;
    expect(paged).toMatchObject({ total: 2, members: [{ email: DEMO.member }] });
    expect((await call(ctx, 'healthpro', 'GET', '/suppliers')).json().data).toMatchObject({ total: 1, suppliers: [{ type: 'supplier' }] });
    expect((await call(ctx, 'healthpro', 'GET', '/distributors')).json().data).toMatchObject({
      total: 2,
      distributors: [{ type: 'distributor' }, { type: 'distributor' }],
    });
  });

  it('gives the name lists to the pickers that need them', async () => {
    expect((await call(ctx, 'healthpro', 'GET', '/memberList')).json().data).toHaveLength(2);
    // A member picks among the other members (a transfer's recipient).
    expect((await call(ctx, 'member', 'GET', '/memberList')).json().data.map((m: { name: string }) => m.name)).toEqual(['Lakeshore Family Health Team']);
    expect((await call(ctx, 'healthpro', 'GET', '/suppliers/all')).json().data).toEqual([{ _id: expect.any(String), name: 'Northfield Pharmaceuticals Inc.' }]);
    expect((await call(ctx, 'supplier', 'GET', '/distributor')).json().data).toHaveLength(2);
    expect((await call(ctx, 'distributor', 'GET', '/distributor')).statusCode).toBe(403);
  });

  it('creates a supplier with a picture, who can then sign in', async () => {
    const res = await form('POST', '/supplier/register', {
      name: 'Maple Generics Ltd.',
      email: 'Orders@MapleGenerics.ca',
      phone: '613-555-0111',
      address: '50 Elgin St, Ottawa, ON K1P 5K6',
      profilePic: picture(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'supplier', name: 'Maple Generics Ltd.', isActive: true, profilePic: expect.stringMatching(/^uploads\//) });
    const token = await ctx.signIn('orders@maplegenerics.ca');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/supplier/me', headers: { authorization: token } });
    expect(me.json().data.name).toBe('Maple Generics Ltd.');
  });

  it('creates a member with its expiry lot preference', async () => {
    const res = await form('POST', '/member/register', {
      name: 'Northern Health Clinic',
      email: 'clinic@northernhealth.ca',
      phone: '705-555-0100',
      address: '10 Main St, Sudbury, ON P3E 1A1',
      expiryLotPreferences: '4',
      profilePic: picture(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'member', expiryLotPreferences: 4 });
  });

  it.each([
    ['no picture', { name: 'A', email: 'a@x.ca', phone: '1', address: 'x' }, 400, MESSAGES.fillRequired],
    ['no name', { email: 'b@x.ca', phone: '1', address: 'x', profilePic: 'file' }, 400, MESSAGES.fillRequired],
    ['a blank phone', { name: 'C', email: 'c@x.ca', phone: ' ', address: 'x', profilePic: 'file' }, 400, MESSAGES.fillRequired],
    [
      'a taken e-mail (other case)',
      { name: 'D', email: 'MEMBER@example.org', phone: '1', address: 'x', profilePic: 'file' },
      409,
      'That e-mail address is already used by another account',
    ],
    [
      'a bad preference',
      { name: 'E', email: 'e@x.ca', phone: '1', address: 'x', expiryLotPreferences: '0', profilePic: 'file' },
      400,
      'Expiry lot preference must be from 1 to 24 months',
    ],
  ])('refuses a create with %s and writes nothing', async (_, fields, status, message) => {
    const before = await userCount();
    const { profilePic, ...text } = fields as Record<string, string>;
    const res = await form('POST', '/member/register', { ...text, ...(profilePic ? { profilePic: picture() } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.json().reason).toBe(status === 409 ? 'record.alreadyExists' : 'input.invalid');
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a disguised picture with a 415', async () => {
    const res = await form('POST', '/distributor/register', {
      name: 'X',
      email: 'x@x.ca',
      phone: '1',
      address: 'x',
      profilePic: { data: Buffer.from('%PDF-1.4 not an image'), filename: 'logo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('deactivating a user ends their sessions at once, and reactivating lets them back', async () => {
    const token = await ctx.signIn(DEMO.member2);
    const member2 = (await userByEmail(DEMO.member2))!;
    const off = await form('PATCH', `/member/${member2._id}`, { isActive: 'false' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/member/me', headers: { authorization: token } })).statusCode).toBe(401);
    await form('PATCH', `/member/${member2._id}`, { isActive: 'true' });
    await expect(ctx.signIn(DEMO.member2)).resolves.toEqual(expect.any(String));
  });

  it('answers 404 for an id of another kind or none, and 400 for a bad isActive', async () => {
    const supplier = (await userByEmail(DEMO.supplier))!;
    expect((await form('PATCH', `/member/${supplier._id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await form('PATCH', `/member/${crypto.randomUUID()}`, { name: 'x' })).statusCode).toBe(404);
    const member = (await userByEmail(DEMO.member))!;
    const bad = await form('PATCH', `/member/${member._id}`, { isActive: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('isActive must be true or false');
  });

  it('refuses to delete a user who holds records, naming them', async () => {
    const member = (await userByEmail(DEMO.member))!;
    const res = await call(ctx, 'healthpro', 'DELETE', `/member/${member._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'record.inUse', message: expect.stringMatching(/still has stock, orders/) });
    expect(await userByEmail(DEMO.member)).toBeDefined();
  });

  it('deletes a user with nothing, and deactivates one with only history', async () => {
    const fresh = (
      await form('POST', '/distributor/register', { name: 'Brand New', email: 'new@dist.ca', phone: '1', address: 'x', profilePic: picture() })
    ).json().data;
    const gone = await call(ctx, 'healthpro', 'DELETE', `/distributor/${fresh._id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ deleted: true });
    expect(await userByEmail('new@dist.ca')).toBeUndefined();

    const maple = (await userByEmail('orders@maplegenerics.ca'))!; // signed in earlier
    const kept = await call(ctx, 'healthpro', 'DELETE', `/supplier/${maple._id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ data: { deleted: false }, message: expect.stringMatching(/deactivated/) });
    expect((await userByEmail('orders@maplegenerics.ca'))!.isActive).toBe(false);
  });
});

describe('impersonation', () => {
  it('gives the administrator a token of the member that records who really acts', async () => {
    const member = (await userByEmail(DEMO.member))!;
    const admin = (await userByEmail(DEMO.healthpro))!;
    const res = await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: member._id });
    expect(res.statusCode).toBe(200);
    const token = res.json().data as string;
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/member/me', headers: { authorization: token } })).json().data;
    expect(me).toMatchObject({ email: DEMO.member, actingAs: { _id: admin._id, name: admin.name, type: 'healthpro' } });

    const body = await multipart({ phone: '416-555-7777' });
    await ctx.app.inject({ method: 'PATCH', url: '/api/member/me', headers: { ...body.headers, authorization: token }, payload: body.payload });
    const [audit] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update'));
    expect(audit).toMatchObject({ userId: member._id, actorId: admin._id });
  });

  it('is for the administrator only, and not to act as another administrator', async () => {
    const member = (await userByEmail(DEMO.member))!;
    const admin = (await userByEmail(DEMO.healthpro))!;
    expect((await call(ctx, 'supplier', 'POST', '/impersonate/login', { userId: member._id })).statusCode).toBe(403);
    expect((await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: admin._id })).statusCode).toBe(403);
    expect((await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await call(ctx, 'healthpro', 'POST', '/impersonate/login', { userId: 'nope' })).statusCode).toBe(400);
  });
});
