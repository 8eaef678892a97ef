import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_NOTIFICATIONS } from '@rds/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stocks, stockUnits, streamTickets, users } from '../../db/schema.js';
import { call, createTestContext, DEMO, type TestContext } from '../../../test/harness.js';
import { notify } from './service.js';

const HEARTBEAT_MS = 300;
let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext({ liveHeartbeatMs: HEARTBEAT_MS });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/**
 * A stream read as a system would read it, every event kept in order. Over node:http with a socket
 * of its own (no keep-alive agent), so that closing it closes the connection there and then.
 */
async function openStream(type: string, headers: Record<string, string> = {}, query = '') {
  const request = http.get(`${base}/api/${type}/notifications/stream${query}`, { headers, agent: false });
  const [incoming] = (await once(request, 'response')) as [http.IncomingMessage];
  incoming.setEncoding('utf8');
  // A refusal's body is read whole; a stream's events as they come.
  const text =
    incoming.statusCode === 200
      ? Promise.resolve('')
      : (async () => {
          let body = '';
          for await (const chunk of incoming) body += chunk;
          return body;
        })();
  const res = {
    status: incoming.statusCode!,
    headers: { get: (name: string) => (incoming.headers[name.toLowerCase()] as string | undefined) ?? null },
    json: async () => JSON.parse(await text),
  };
  const events: SseEvent[] = [];
  let ended = false;
  if (res.status === 200) {
    let buffer = '';
    incoming.on('data', (chunk: string) => {
      buffer += chunk;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event: SseEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) event.comment = line.slice(1).trim();
          else {
            const [field, ...rest] = line.split(': ');
            (event as Record<string, string>)[field!] = rest.join(': ');
          }
        }
        events.push(event);
      }
    });
  }
  incoming.on('close', () => (ended = true));
  text.catch(() => {});
  const until = async <T>(found: () => T | undefined, what: string, timeoutMs = 3000): Promise<T> => {
    const start = Date.now();
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    res,
    events,
    notifications: () => events.filter((e) => e.event === 'notification').map((e) => ({ id: Number(e.id), ...JSON.parse(e.data!) })),
    /** The nth (from 1) event of that kind, once it has come. */
    nth: (kind: string, n: number) => until(() => events.filter((e) => e.event === kind)[n - 1], `${kind} #${n}`),
    ended: () => until(() => (ended ? true : undefined), 'the end of the stream'),
    close: () => request.destroy(),
  };
}

const bearer = (who: keyof typeof DEMO) => ({ authorization: `Bearer ${ctx.tokens[who]}` });
const idOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!._id;

/** One notification to the administrators, through the machinery every event uses. */
async function tellAdministrators(senderId: string, rollBack = false) {
  const stockId = crypto.randomUUID();
  const write = ctx.db.transaction(async (tx) => {
    await notify(tx, {
      type: 'STOCK_REPLENISHED',
      senderId,
      params: { units: 5, product: 'Insulin', member: 'Clinic', held: 5, parLevel: '5' },
      ids: { stockId },
      to: {},
    });
    if (rollBack) throw new Error('rolled back');
  });
  if (rollBack) await expect(write).rejects.toThrow('rolled back');
  else await write;
  return stockId;
}

describe('the live notification stream', () => {
  it("brings the member's par-level request to the administrator's stream, as the list shows it, then the unseen count", async () => {
    const stream = await openStream('healthpro', bearer('healthpro'));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Compression is registered for every answer; a stream must not be buffered through it.
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    const first = await stream.nth('unseen', 1);
    const before = (await call(ctx, 'healthpro', 'GET', '/notifications/unseen')).json().data;
    expect(JSON.parse(first.data!)).toEqual(before);

    const [stock] = await ctx.db
      .select()
      .from(stocks)
      .where(eq(stocks.memberId, await idOf(DEMO.member)))
      .limit(1);
    const asked = await call(ctx, 'member', 'POST', '/stock/increase', { stockId: stock!._id, requestedParLevel: stock!.parLevel + 50, minimumExpiry: 3 });
    expect(asked.statusCode).toBe(200);

    const event = await stream.nth('notification', 1);
    const listed = (await call(ctx, 'healthpro', 'GET', '/notifications?limit=1')).json().data.notifications[0];
    expect(JSON.parse(event.data!)).toEqual(listed);
    expect(listed.stockRequestId).toBe(asked.json().data._id);
    const unseen = await stream.nth('unseen', 2);
    expect(JSON.parse(unseen.data!)).toEqual((await call(ctx, 'healthpro', 'GET', '/notifications/unseen')).json().data);
    expect(JSON.parse(unseen.data!).unreadCount).toBe(before.unreadCount + 1);
    expect(Number(unseen.id)).toBe(Number(event.id));
    stream.close();
  });

  it('replays what a client missed after its Last-Event-ID, nothing twice; an id that is not one means none', async () => {
    const sender = await idOf(DEMO.member);
    const stream = await openStream('healthpro', bearer('healthpro'));
    await stream.nth('unseen', 1);
    const seen = await tellAdministrators(sender);
    const last = await stream.nth('notification', 1);
    expect(JSON.parse(last.data!).stockId).toBe(seen);
    stream.close();

    const missed = [await tellAdministrators(sender), await tellAdministrators(sender)];
    const back = await openStream('healthpro', { ...bearer('healthpro'), 'last-event-id': last.id! });
    await back.nth('unseen', 1);
    expect(back.notifications().map((n) => n.stockId)).toEqual(missed);
    expect(back.notifications().every((n) => n.id > Number(last.id))).toBe(true);
    const later = await tellAdministrators(sender);
    await back.nth('notification', 3);
    expect(back.notifications().map((n) => n.stockId)).toEqual([...missed, later]);
    back.close();

    const fresh = await openStream('healthpro', { ...bearer('healthpro'), 'last-event-id': 'yesterday' });
    await fresh.nth('unseen', 1);
    const next = await tellAdministrators(sender);
    await fresh.nth('notification', 1);
    expect(fresh.notifications().map((n) => n.stockId)).toEqual([next]);
    fresh.close();
  });

  it('counts the open streams and the delivery lag for /metrics', async () => {
    const metric = async (name: string) => (await ctx.app.metrics.registry.getSingleMetric(name)!.get()).values as { metricName?: string; value: number }[];
    const deliveries = async () => (await metric('rds_notification_delivery_lag_seconds')).find((v) => v.metricName?.endsWith('_count'))!.value;
    const deliveredBefore = await deliveries();
    const stream = await openStream('healthpro', bearer('healthpro'));
    await stream.nth('unseen', 1);
    expect((await metric('rds_open_streams'))[0]!.value).toBe(1);
    await tellAdministrators(await idOf(DEMO.member));
    await stream.nth('notification', 1);
    expect(await deliveries()).toBe(deliveredBefore + 1);
    stream.close();
    await stream.ended();
    await expect.poll(async () => (await metric('rds_open_streams'))[0]!.value).toBe(0);
  });

  it('announces nothing of a transaction that rolled back', async () => {
    const member = await idOf(DEMO.member);
    const stream = await openStream('healthpro', bearer('healthpro'));
    await stream.nth('unseen', 1);
    const rolledBack = await tellAdministrators(member, true);
    const kept = await tellAdministrators(member);
    await stream.nth('notification', 1);
    await stream.nth('unseen', 2);
    expect(stream.notifications().map((n) => n.stockId)).toEqual([kept]);
    expect(stream.notifications().map((n) => n.stockId)).not.toContain(rolledBack);
    stream.close();
  });

  it('sends the new unseen count when a notification is marked seen in another tab', async () => {
    const stream = await openStream('healthpro', bearer('healthpro'));
    const first = JSON.parse((await stream.nth('unseen', 1)).data!).unreadCount as number;
    const [unseen] = (await call(ctx, 'healthpro', 'GET', '/notifications?limit=100')).json().data.notifications.filter((n: { isSeen: boolean }) => !n.isSeen);
    expect((await call(ctx, 'healthpro', 'PATCH', `/notification/${unseen._id}/seen`)).statusCode).toBe(200);
    expect(JSON.parse((await stream.nth('unseen', 2)).data!).unreadCount).toBe(first - 1);
    stream.close();
  });

  it('answers 401 without a credential, with a revoked session, and with a bad ticket', async () => {
    expect((await openStream('member')).res.status).toBe(401);
    const token = await ctx.signIn(DEMO.member);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/member/logout', headers: { authorization: token } })).statusCode).toBe(200);
    const revoked = await openStream('member', { authorization: `Bearer ${token}` });
    expect(revoked.res.status).toBe(401);
    expect((await revoked.res.json()).success).toBe(false);
    expect((await openStream('member', {}, '?ticket=not-a-ticket')).res.status).toBe(401);
  });

  it('opens with a ticket once, within 30 seconds; a key streams with its header but gets no ticket', async () => {
    const ticketOf = async () => {
      const res = await call(ctx, 'member', 'POST', '/notifications/stream/ticket');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.expiresInSeconds).toBe(LIVE_NOTIFICATIONS.ticketSeconds);
      return res.json().data.ticket as string;
    };
    const ticket = await ticketOf();
    const stream = await openStream('member', {}, `?ticket=${ticket}`);
    expect(stream.res.status).toBe(200);
    await stream.nth('unseen', 1);
    stream.close();
    const again = await openStream('member', {}, `?ticket=${ticket}`);
    expect(again.res.status).toBe(401);
    expect((await again.res.json()).reason).toBe('notifications.ticketInvalid');

    const stale = await ticketOf();
    await ctx.db.update(streamTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await openStream('member', {}, `?ticket=${stale}`)).res.status).toBe(401);
    // A member's ticket opens no other portal's stream.
    expect((await openStream('supplier', {}, `?ticket=${await ticketOf()}`)).res.status).toBe(403);

    const key = (
      await call(ctx, 'member', 'POST', '/apikeys', { name: 'stream', scope: 'read', expiresAt: new Date(Date.now() + 86400_000).toISOString() })
    ).json().data.key as string;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/member/notifications/stream/ticket', headers: { authorization: `Bearer ${key}` } })).statusCode,
    ).toBe(403);
    const byKey = await openStream('member', { authorization: `Bearer ${key}` });
    expect(byKey.res.status).toBe(200);
    await byKey.nth('unseen', 1);
    byKey.close();
  });

  it('refuses a sixth open stream of one user with a 429 that says why', async () => {
    const streams = [];
    for (let i = 0; i < LIVE_NOTIFICATIONS.maxStreamsPerUser; i++) {
      const stream = await openStream('supplier', bearer('supplier'));
      expect(stream.res.status).toBe(200);
      await stream.nth('unseen', 1);
      streams.push(stream);
    }
    const sixth = await openStream('supplier', bearer('supplier'));
    expect(sixth.res.status).toBe(429);
    expect((await sixth.res.json()).reason).toBe('notifications.tooManyStreams');
    // Another user is not counted against this one.
    const other = await openStream('distributor', bearer('distributor'));
    expect(other.res.status).toBe(200);
    other.close();
    streams[0]!.close();
    await streams[0]!.ended();
    // The server hears the close; the slot is free again.
    let reopened = await openStream('supplier', bearer('supplier'));
    for (let tries = 0; reopened.res.status === 429 && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 20));
      reopened = await openStream('supplier', bearer('supplier'));
    }
    expect(reopened.res.status).toBe(200);
    for (const stream of [...streams.slice(1), reopened]) stream.close();
  });

  it("streams an impersonation as the member acted as, and ends it when the administrator's own session ends", async () => {
    const adminToken = await ctx.signIn(DEMO.healthpro);
    const member = await idOf(DEMO.member);
    const acting = await ctx.app.inject({
      method: 'POST',
      url: '/api/healthpro/impersonate/login',
      headers: { authorization: adminToken },
      payload: { userId: member },
    });
    expect(acting.statusCode).toBe(200);
    const ticket = (
      await ctx.app.inject({ method: 'POST', url: '/api/member/notifications/stream/ticket', headers: { authorization: acting.json().data } })
    ).json().data.ticket;
    const stream = await openStream('member', {}, `?ticket=${ticket}`);
    expect(stream.res.status).toBe(200);
    expect(JSON.parse((await stream.nth('unseen', 1)).data!)).toEqual(
      (await ctx.app.inject({ method: 'GET', url: '/api/member/notifications/unseen', headers: { authorization: acting.json().data } })).json().data,
    );
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 1.5));
    expect(stream.events.some((e) => e.comment === 'heartbeat')).toBe(true);

    expect((await ctx.app.inject({ method: 'POST', url: '/api/healthpro/logout', headers: { authorization: adminToken } })).statusCode).toBe(200);
    await stream.ended();
  });

  it("brings a recall to every holder's open stream, with its link", async () => {
    const [product] = await ctx.db.select().from(products).where(eq(products.productId, 'RDS-1001'));
    const [lot] = await ctx.db.select().from(stockUnits).where(eq(stockUnits.lotNumber, 'AMX-24B03'));
    const stream = await openStream('member', bearer('member'));
    expect(stream.res.status).toBe(200);
    await stream.nth('unseen', 1);
    const made = await call(ctx, 'supplier', 'POST', '/recalls', {
      productId: product!._id,
      lotNumbers: [lot!.lotNumber],
      class: 'I',
      reason: 'Live',
      action: 'RETURN',
      respondBy: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    });
    const id = made.json().data._id;
    expect((await call(ctx, 'supplier', 'POST', `/recall/${id}/activate`)).statusCode).toBe(200);
    const event = JSON.parse((await stream.nth('notification', 1)).data!);
    expect(event).toMatchObject({ type: 'RECALL_ISSUED', recallId: id, link: `/recall/${id}` });
    stream.close();
  });

  it('ends open streams on shutdown, telling clients when to come back', async () => {
    const stream = await openStream('member', bearer('member'));
    await stream.nth('unseen', 1);
    await ctx.app.close();
    await stream.ended();
    expect(stream.events.at(-1)?.retry).toBe('5000');
  });
});
