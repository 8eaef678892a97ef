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
  it.each(['member', 'supplier', 'distributor'] as const)('sends a %s\'s message and tells the administrators', async (who) => {
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
