import { MESSAGES } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, queries } from '../../db/schema.js';
import { call, createTestContext, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const count = async () => (await ctx.db.select().from(queries)).length;

describe('POST {type}/query', () => {
  it.each(['member', 'supplier', 'distributor'] as const)("sends a %s's message and tells the administrators", async (who) => {
    const before = await count();
    const res = await call(ctx, who, 'POST', '/query', { subject: `Help from ${who}`, message: 'Where is my order?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { subject: `Help from ${who}`, message: 'Where is my order?' } });
    expect(await count()).toBe(before + 1);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.type, 'QUERY_RECEIVED'));
    expect(told.some((n) => n.recipientType === 'healthpro' && n.message.includes(`Help from ${who}`))).toBe(true);
  });

  it.each([
    ['no subject', { message: 'hi' }],
    ['no message', { subject: 'hi' }],
    ['a blank subject', { subject: '   ', message: 'hi' }],
    ['nothing', {}],
  ])('refuses %s with "Please fill required fields" and writes nothing', async (_, body) => {
    const before = await count();
    const res = await call(ctx, 'member', 'POST', '/query', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MESSAGES.fillRequired });
    expect(await count()).toBe(before);
  });
});

describe("the administrator's queries list", () => {
  it('lists messages with the sender, newest first or oldest first, and searches', async () => {
    const newest = (await call(ctx, 'healthpro', 'GET', '/queries')).json().data;
    expect(newest.total).toBeGreaterThanOrEqual(4);
    expect(newest.queries[0]).toMatchObject({ Sender: { name: expect.any(String), email: expect.any(String) } });
    const oldest = (await call(ctx, 'healthpro', 'GET', '/queries?sort=oldest')).json().data;
    expect(oldest.queries[0].subject).toBe('Cold-chain storage for insulin');
    expect((await call(ctx, 'healthpro', 'GET', '/queries?sort=name')).statusCode).toBe(400);
    const found = (await call(ctx, 'healthpro', 'GET', '/queries?search=cold-chain')).json().data;
    expect(found.total).toBe(1);
  });

  it.each([
    ['member', 'Member'],
    ['supplier', 'Supplier'],
    ['distributor', 'Distributor'],
  ] as const)("carries a %s's message under the spec's %s as well as Sender, the other two null", async (who, key) => {
    const { queries: listed } = (await call(ctx, 'healthpro', 'GET', `/queries?search=${encodeURIComponent(`Help from ${who}`)}`)).json().data;
    expect(listed).toHaveLength(1);
    const [row] = listed;
    expect(row.Sender.type).toBe(who);
    expect(row[key]).toEqual(row.Sender);
    for (const other of ['Member', 'Supplier', 'Distributor'].filter((k) => k !== key)) expect(row[other], other).toBeNull();
  });

  it('deletes one; a second delete is a 404; others may not list or delete', async () => {
    const [first] = (await call(ctx, 'healthpro', 'GET', '/queries')).json().data.queries;
    expect((await call(ctx, 'member', 'GET', '/queries')).statusCode).toBe(403);
    expect((await call(ctx, 'member', 'DELETE', `/query/${first._id}`)).statusCode).toBe(403);
    expect((await call(ctx, 'healthpro', 'DELETE', `/query/${first._id}`)).statusCode).toBe(200);
    expect((await call(ctx, 'healthpro', 'DELETE', `/query/${first._id}`)).statusCode).toBe(404);
  });
});
