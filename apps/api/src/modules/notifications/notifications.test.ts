import { NOTIFICATION_ROUTES } from '@rds/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { notify } from './service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const idOf = (email: string) =>
  ctx.db
    .select()
    .from(users)
    .where(eq(users.email, email))
    .then((r) => r[0]!._id);
const unseen = async (who: 'member' | 'supplier' | 'healthpro' | 'distributor') =>
  (await call(ctx, who, 'GET', '/notifications/unseen')).json().data.unreadCount as number;

describe('notify (the machinery every event uses)', () => {
  it("writes one notification per recipient of the route table, with each portal's link", async () => {
    const [member, supplier, admin] = await Promise.all([idOf(DEMO.member), idOf(DEMO.supplier), idOf(DEMO.healthpro)]);
    const stockRequestId = crypto.randomUUID();
    await ctx.db.transaction((tx) =>
      notify(tx, {
        type: 'STOCK_REQUEST_CREATED',
        senderId: member,
        params: { sender: 'Member', kind: 'INCREASE', product: 'Amoxicillin', from: '200', to: '300' },
        ids: { stockRequestId },
        to: { supplier },
      }),
    );
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.stockRequestId, stockRequestId));
    expect(rows.map((r) => [r.recipientId, r.recipientType, r.link]).sort()).toEqual(
      [
        [admin, 'healthpro', `/parlevel/${stockRequestId}`],
        [supplier, 'supplier', `/parlevel/${stockRequestId}`],
      ].sort(),
    );
    expect(NOTIFICATION_ROUTES.STOCK_REQUEST_CREATED.recipients).toEqual(['healthpro', 'supplier']);
    expect(rows.map((r) => r.message)).toEqual(Array(2).fill('Member asks to raise the par level of Amoxicillin from 200 to 300'));
  });

  it("writes each recipient's notification in that recipient's language", async () => {
    const [member, supplier, admin] = await Promise.all([idOf(DEMO.member), idOf(DEMO.supplier), idOf(DEMO.healthpro)]);
    await ctx.db.update(users).set({ language: 'fr' }).where(eq(users._id, supplier));
    try {
      const stockId = crypto.randomUUID();
      await ctx.db.transaction((tx) =>
        notify(tx, {
          type: 'STOCK_REPLENISHED',
          senderId: null,
          params: { units: 1200, product: 'Insulin', member: 'Clinic', held: 1, parLevel: '1200' },
          ids: { stockId },
          to: { member, supplier },
        }),
      );
      const rows = await ctx.db.select().from(notifications).where(eq(notifications.stockId, stockId));
      const byRecipient = Object.fromEntries(rows.map((r) => [r.recipientId, [r.messageMain, r.message]]));
      expect(byRecipient[supplier]).toEqual([
        'Stock réapprovisionné',
        '1\u202f200 unités de Insulin ont été ajoutées à la réserve de Clinic; elle détient 1 unité pour un niveau de stock de 1200',
      ]);
      expect(byRecipient[admin]).toEqual([
        'Stock replenished',
        "1,200 units of Insulin were added to Clinic's reserve; it holds 1 unit against a par level of 1200",
      ]);
    } finally {
      await ctx.db.update(users).set({ language: 'en' }).where(eq(users._id, supplier));
    }
  });

  it('gives each recipient type its own link for the same event', async () => {
    const member = await idOf(DEMO.member);
    const stockRequestId = crypto.randomUUID();
    await ctx.db.transaction((tx) =>
      notify(tx, {
        type: 'STOCK_REQUEST_APPROVED',
        senderId: null,
        params: { product: 'P', member: 'M', from: '1', to: '2' },
        ids: { stockRequestId },
        to: { member },
      }),
    );
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.stockRequestId, stockRequestId));
    expect(Object.fromEntries(rows.map((r) => [r.recipientType, r.link]))).toEqual({ member: '/stock', healthpro: '/notifications' });
  });

  it('never notifies the sender of their own action', async () => {
    const admin = await idOf(DEMO.healthpro);
    const locationId = crypto.randomUUID();
    await ctx.db.transaction((tx) => notify(tx, { type: 'LOCATION_CREATED', senderId: admin, ids: { locationId }, to: {} }));
    expect(await ctx.db.select().from(notifications).where(eq(notifications.locationId, locationId))).toHaveLength(0);
  });

  it("writes nothing when the event's transaction rolls back", async () => {
    const member = await idOf(DEMO.member);
    const stockId = crypto.randomUUID();
    await expect(
      ctx.db.transaction(async (tx) => {
        await notify(tx, { type: 'STOCK_ASSIGNED', senderId: null, ids: { stockId }, to: { member } });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await ctx.db.select().from(notifications).where(eq(notifications.stockId, stockId))).toHaveLength(0);
  });
});

describe('notification endpoints', () => {
  it("lists a user's own notifications with total and unreadCount, with the sender", async () => {
    const res = await call(ctx, 'distributor', 'GET', '/notifications');
    const data = res.json().data;
    expect(data.total).toBe(data.notifications.length);
    expect(data.unreadCount).toBe(await unseen('distributor'));
    expect(data.notifications[0]).toMatchObject({ recipientType: 'distributor', Sender: { name: expect.any(String) } });
  });

  it('marks one seen: clears askForApproval and lowers the unseen count by one', async () => {
    const before = await unseen('healthpro');
    const list = (await call(ctx, 'healthpro', 'GET', '/notifications?limit=100')).json().data.notifications;
    const target = list.find((n: { isSeen: boolean; askForApproval: boolean }) => !n.isSeen && n.askForApproval);
    expect(target).toBeDefined();
    const res = await call(ctx, 'healthpro', 'PATCH', `/notification/${target._id}/seen`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: target._id, isSeen: true, askForApproval: false });
    expect(await unseen('healthpro')).toBe(before - 1);
    const unseenAnswer = (await call(ctx, 'healthpro', 'GET', '/notifications/unseen')).json().data;
    expect(unseenAnswer.countUnseen).toBe(unseenAnswer.unreadCount);
  });

  it("answers 404 for someone else's notification and changes nothing", async () => {
    const member = await idOf(DEMO.member);
    const [theirs] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, member), eq(notifications.isSeen, false)));
    const res = await call(ctx, 'supplier', 'PATCH', `/notification/${theirs!._id}/seen`);
    expect(res.statusCode).toBe(404);
    const [after] = await ctx.db.select().from(notifications).where(eq(notifications._id, theirs!._id));
    expect(after!.isSeen).toBe(false);
  });
});
